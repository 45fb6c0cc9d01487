/**
 * The bladder diary's derived values (issue #26 item 2), pure. Definitions, all from the ICS:
 * - Abrams P et al., "The standardisation of terminology of lower urinary tract function", Neurourol
 *   Urodyn 2002;21:167-178, §3 (frequency-volume chart, bladder diary): the 24-hour voided volume
 *   starts after the first void on rising, which is discarded, and ends with the first void of the
 *   next morning, included; the maximum voided volume is the largest single void.
 * - van Kerrebroeck P et al., "The standardisation of terminology in nocturia", Neurourol Urodyn
 *   2002;21:179-183: the night is the period between going to bed with the intention of sleeping and
 *   waking with the intention of rising; nocturnal urine volume is the urine passed in it, the first
 *   morning void included (the last void before sleep excluded); nocturia counts the voids in that
 *   period (the first morning void is not one); nocturnal polyuria is a nocturnal volume above
 *   20-33 % of the 24-hour volume depending on age: the issue takes the 33 % (strictly above).
 * The night comes from the patient's sleep and wake times on the diary; when the clinic gives none,
 * DIARY_DEFAULT_SLEEP 23:00 and DIARY_DEFAULT_WAKE 07:00 (8 hours, a default of this product, not
 * an ICS figure).
 *
 * Grouping, minute by minute from the diary's first date at 00:00: day k's 24-hour volume is the
 * voids after its first morning void up to the next morning's first void included (the diary's very
 * first morning void belongs to the unrecorded night before it: the ICS discards it); its voids per
 * day (frequency) are its own first morning void and the voids after it, until the next rising; the
 * maximum voided volume is the largest of all these. Intake, leaks and pads
 * of day k are those from rising on day k to rising on day k+1 (anything before the first rising
 * counts on day 1, anything after the last on the last day). A day with no event is empty: zeros,
 * no maximum, no share, no flag, and it is left out of the means.
 */
import { addDays } from '../common/dates';
import type { DiaryIntakeType, DiaryTrigger } from './diary.text';

export const DIARY_DEFAULT_SLEEP = '23:00';
export const DIARY_DEFAULT_WAKE = '07:00';
/** Nocturnal polyuria: nocturnal volume strictly above this share (%) of the 24-hour volume. */
export const NOCTURNAL_POLYURIA_PERCENT = 33;
export const DIARY_MIN_DAYS = 1;
export const DIARY_MAX_DAYS = 3;

export interface DiaryEventValues {
  date: string;
  time: string;
  intakeType: DiaryIntakeType | null;
  intakeMl: number | null;
  voidedMl: number | null;
  urgency: number;
  leak: number;
  padChanged: boolean;
  trigger: DiaryTrigger | null;
}

export interface DiaryPeriod {
  startDate: string;
  days: number;
  sleepTime: string | null;
  wakeTime: string | null;
}

export interface DiaryDayValues {
  /** 1-based. */
  day: number;
  date: string;
  recorded: boolean;
  voidedVolume: number;
  voids: number;
  nocturnalVoids: number;
  nocturnalVolume: number;
  maxVoidedVolume: number | null;
  /** Nocturnal volume as a % of the 24-hour volume (one decimal); null without voided volume. */
  nocturnalPercent: number | null;
  nocturnalPolyuria: boolean;
  leakEpisodes: number;
  pads: number;
  intake: number;
}

export interface DiaryMeanValues {
  recordedDays: number;
  voidedVolume: number | null;
  voids: number | null;
  nocturnalVoids: number | null;
  /** The largest single void of the whole diary (a maximum, not a mean). */
  maxVoidedVolume: number | null;
  nocturnalPercent: number | null;
  nocturnalPolyuria: boolean;
  leakEpisodes: number | null;
  pads: number | null;
  intake: number | null;
}

export interface DiaryDerivedValues {
  sleepTime: string;
  wakeTime: string;
  days: DiaryDayValues[];
  mean: DiaryMeanValues;
}

const DAY = 1440;

/** `HH:mm` → minutes after midnight (null when not a time). */
export function clockMinutes(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

const dayNumber = (isoDate: string) => Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))) / 86_400_000;

/** Minutes from the diary's first date at 00:00 to the event. */
export function diaryMinute(startDate: string, event: Pick<DiaryEventValues, 'date' | 'time'>): number {
  return (dayNumber(event.date) - dayNumber(startDate)) * DAY + (clockMinutes(event.time) ?? 0);
}

/** The dates a diary event may carry: the diary's days and the morning after (its last first void). */
export function diaryDates(period: Pick<DiaryPeriod, 'startDate' | 'days'>): string[] {
  return Array.from({ length: period.days + 1 }, (_, i) => addDays(period.startDate, i));
}

const round1 = (value: number) => Math.round(value * 10) / 10;
/** > 33 % in whole numbers: exactly 33 % is not nocturnal polyuria. */
const isNocturnalPolyuria = (nocturnal: number, total: number) => total > 0 && nocturnal * 100 > NOCTURNAL_POLYURIA_PERCENT * total;
const percent = (part: number, total: number) => (total > 0 ? round1((part * 100) / total) : null);

export function deriveDiaryValues(period: DiaryPeriod, events: readonly DiaryEventValues[]): DiaryDerivedValues {
  const sleepTime = period.sleepTime ?? DIARY_DEFAULT_SLEEP;
  const wakeTime = period.wakeTime ?? DIARY_DEFAULT_WAKE;
  const wake = clockMinutes(wakeTime) ?? clockMinutes(DIARY_DEFAULT_WAKE)!;
  const sleepClock = clockMinutes(sleepTime) ?? clockMinutes(DIARY_DEFAULT_SLEEP)!;
  // Going to bed after midnight (00:30 with rising at 07:00) is on the next date.
  const sleepOffset = sleepClock > wake ? sleepClock : sleepClock + DAY;
  const wakeOf = (k: number) => k * DAY + wake;
  const sleepOf = (k: number) => k * DAY + sleepOffset;

  const timed = events.map((event) => ({ event, minute: diaryMinute(period.startDate, event) })).sort((a, b) => a.minute - b.minute);
  const voids = timed.filter((t) => t.event.voidedMl !== null && t.event.voidedMl > 0);
  /** The first void on rising on day k (before going to bed that day), as an index in `voids`. */
  const firstMorningVoid = (k: number) => voids.findIndex((v) => v.minute >= wakeOf(k) && v.minute < sleepOf(k));

  const days: DiaryDayValues[] = [];
  for (let k = 0; k < period.days; k++) {
    const fmv = firstMorningVoid(k);
    const nextFmv = firstMorningVoid(k + 1);
    const after = fmv === -1 ? wakeOf(k) : voids[fmv]!.minute;
    const dayVoids = voids.filter((v, i) => (fmv === -1 ? v.minute >= after : i > fmv) && v.minute < wakeOf(k + 1));
    const nightVoids = dayVoids.filter((v) => v.minute >= sleepOf(k));
    const closing = nextFmv === -1 ? [] : [voids[nextFmv]!];
    const counted = [...dayVoids, ...closing];
    // Frequency counts the day's own first morning void (ICS: daytime frequency includes it).
    const own = fmv === -1 ? dayVoids : [voids[fmv]!, ...dayVoids];
    const others = timed.filter(
      (t) => (k === 0 || t.minute >= wakeOf(k)) && (k === period.days - 1 || t.minute < wakeOf(k + 1)),
    );
    const voidedVolume = counted.reduce((sum, v) => sum + v.event.voidedMl!, 0);
    const nocturnalVolume = [...nightVoids, ...closing].reduce((sum, v) => sum + v.event.voidedMl!, 0);
    days.push({
      day: k + 1,
      date: addDays(period.startDate, k),
      recorded: own.length > 0 || closing.length > 0 || others.length > 0,
      voidedVolume,
      voids: own.length,
      nocturnalVoids: nightVoids.length,
      nocturnalVolume,
      maxVoidedVolume: own.length + closing.length ? Math.max(...[...own, ...closing].map((v) => v.event.voidedMl!)) : null,
      nocturnalPercent: percent(nocturnalVolume, voidedVolume),
      nocturnalPolyuria: isNocturnalPolyuria(nocturnalVolume, voidedVolume),
      leakEpisodes: others.filter((t) => t.event.leak > 0).length,
      pads: others.filter((t) => t.event.padChanged).length,
      intake: others.reduce((sum, t) => sum + (t.event.intakeMl ?? 0), 0),
    });
  }

  const recorded = days.filter((d) => d.recorded);
  const mean = (pick: (d: DiaryDayValues) => number) =>
    recorded.length ? round1(recorded.reduce((sum, d) => sum + pick(d), 0) / recorded.length) : null;
  const totalVoided = recorded.reduce((sum, d) => sum + d.voidedVolume, 0);
  const totalNocturnal = recorded.reduce((sum, d) => sum + d.nocturnalVolume, 0);
  const maxima = recorded.flatMap((d) => (d.maxVoidedVolume === null ? [] : [d.maxVoidedVolume]));
  return {
    sleepTime,
    wakeTime,
    days,
    mean: {
      recordedDays: recorded.length,
      voidedVolume: mean((d) => d.voidedVolume),
      voids: mean((d) => d.voids),
      nocturnalVoids: mean((d) => d.nocturnalVoids),
      maxVoidedVolume: maxima.length ? Math.max(...maxima) : null,
      nocturnalPercent: percent(totalNocturnal, totalVoided),
      nocturnalPolyuria: isNocturnalPolyuria(totalNocturnal, totalVoided),
      leakEpisodes: mean((d) => d.leakEpisodes),
      pads: mean((d) => d.pads),
      intake: mean((d) => d.intake),
    },
  };
}
