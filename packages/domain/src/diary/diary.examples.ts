import type { DiaryEventValues } from './diary.rules';

/** Test and demo diaries (issue #26): events with the figures they must give (diary.rules.test.ts). */
export const diaryEvent = (date: string, time: string, values: Partial<DiaryEventValues> = {}): DiaryEventValues => ({
  date,
  time,
  intakeType: null,
  intakeMl: null,
  voidedMl: null,
  urgency: 0,
  leak: 0,
  padChanged: false,
  trigger: null,
  ...values,
});
export const diaryVoid = (date: string, time: string, ml: number, more: Partial<DiaryEventValues> = {}) => diaryEvent(date, time, { voidedMl: ml, ...more });
export const KNOWN_DIARY_PERIOD = { startDate: '2026-12-01', days: 2, sleepTime: '23:00', wakeTime: '07:00' };

/** A two-day diary worked by hand (see the figures in each expectation). */
export const KNOWN_DIARY: DiaryEventValues[] = [
  diaryVoid('2026-12-01', '07:10', 300), // day 1's first morning void: out of the 24-hour volume (ICS)
  diaryEvent('2026-12-01', '08:00', { intakeType: 'agua', intakeMl: 250 }),
  diaryVoid('2026-12-01', '10:00', 200, { urgency: 2 }),
  diaryVoid('2026-12-01', '13:00', 250, { leak: 1, trigger: 'tosse', padChanged: true }),
  diaryEvent('2026-12-01', '18:00', { intakeType: 'cafe', intakeMl: 300 }),
  diaryVoid('2026-12-01', '19:00', 150),
  diaryVoid('2026-12-01', '22:30', 100),
  diaryVoid('2026-12-02', '03:00', 200), // nocturia
  diaryVoid('2026-12-02', '07:15', 400), // closes day 1 (nocturnal volume), opens day 2
  diaryEvent('2026-12-02', '09:00', { intakeType: 'agua', intakeMl: 500 }),
  diaryVoid('2026-12-02', '11:00', 300),
  diaryEvent('2026-12-02', '15:00', { leak: 2, trigger: 'espirro', padChanged: true }),
  diaryVoid('2026-12-02', '20:00', 250),
  diaryVoid('2026-12-02', '22:45', 100),
  diaryVoid('2026-12-03', '07:05', 300), // closes day 2
];

