/**
 * The demo clinic's bladder diaries (issue #26): two patients with a filled diary. The first did a
 * 2-day diary two weeks ago on her phone (the worked example of packages/domain, its link long
 * expired); the second is filling a 3-day diary that began yesterday (her link still open: its
 * token is not kept, as for any link, so a new one is made from her page when needed).
 */
import { type Executor, findFirstPatients, findPhysiotherapistCrefitos, insertDiary } from '@clinic/db';
import { KNOWN_DIARY, KNOWN_DIARY_PERIOD, type DiaryEventValues, addDays, diaryVoid, diaryEvent, toIsoDate } from '@clinic/domain';

import type { Actor } from '../../context';
import { logActivity } from '../activity-log';
import { insertLoggedDiaryEvent, diaryExpiry } from '../diary/diary.service';
import { createPatientLink } from '../diary/patient-links';

const shift = (events: readonly DiaryEventValues[], from: string, to: string): DiaryEventValues[] => {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return events.map((e) => ({ ...e, date: addDays(e.date, days) }));
};

/** Yesterday's and this morning's events of a diary begun yesterday. */
const ONGOING = (start: string): DiaryEventValues[] => [
  diaryVoid(start, '06:40', 350),
  diaryEvent(start, '07:30', { intakeType: 'cafe', intakeMl: 200 }),
  diaryVoid(start, '09:15', 180, { urgency: 2 }),
  diaryVoid(start, '11:50', 220, { leak: 1, trigger: 'espirro', padChanged: true }),
  diaryEvent(start, '12:30', { intakeType: 'agua', intakeMl: 400 }),
  diaryVoid(start, '15:10', 250),
  diaryVoid(start, '18:40', 200, { urgency: 1 }),
  diaryEvent(start, '19:30', { intakeType: 'suco', intakeMl: 300 }),
  diaryVoid(start, '22:10', 150),
  diaryVoid(addDays(start, 1), '02:30', 220),
  diaryVoid(addDays(start, 1), '06:35', 380),
];

/** Returns the diaries created. */
export async function seedDemoDiaries(tx: Executor, actor: Actor, now: Date): Promise<number> {
  const patients = await findFirstPatients(tx, 2);
  const physios = [...(await findPhysiotherapistCrefitos(tx)).keys()];
  if (patients.length < 2 || physios.length === 0) return 0;
  const today = toIsoDate(now);
  const plans = [
    { patient: patients[0]!, start: addDays(today, -14), days: 2, events: shift(KNOWN_DIARY, KNOWN_DIARY_PERIOD.startDate, addDays(today, -14)) },
    { patient: patients[1]!, start: addDays(today, -1), days: 3, events: ONGOING(addDays(today, -1)) },
  ];
  for (const plan of plans) {
    const by = { ...actor, userId: physios[0]! };
    const diary = await insertDiary(tx, { patientId: plan.patient.id, startDate: plan.start, days: plan.days, sleepTime: '23:00', wakeTime: '06:30', createdBy: by.userId });
    const { created } = await createPatientLink(
      tx,
      { purpose: 'diary', patientId: plan.patient.id, diaryId: diary.id, expiresAt: diaryExpiry(diary), createdBy: by.userId },
      { firstName: plan.patient.firstName, phone: plan.patient.phone },
    );
    await logActivity(tx, by, { action: 'create', entity: 'patient_link', entityId: created.linkId, description: `Diário miccional ${diary.id} criado (demonstração)` });
    for (const event of plan.events) await insertLoggedDiaryEvent(tx, actor, diary, event, 'paciente');
  }
  return plans.length;
}
