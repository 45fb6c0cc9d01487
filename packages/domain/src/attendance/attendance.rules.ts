import { addDays } from '../common/dates';

/** 'Sem registro': past appointments this many days back that nobody marked (older ones are left alone). */
export const UNRECORDED_DAYS = 30;
/** At most this many 'Sem registro' rows are listed (the total is always given). */
export const UNRECORDED_LIST_LIMIT = 100;
/** A patient is flagged with NO_SHOW_FLAG_COUNT or more 'faltou' in the last NO_SHOW_FLAG_DAYS days. */
export const NO_SHOW_FLAG_COUNT = 2;
export const NO_SHOW_FLAG_DAYS = 90;
/** The no-show report covers at most this many days (a year and a day). */
export const ATTENDANCE_REPORT_MAX_DAYS = 366;
/** The report lists at most this many patients (those with the most no-shows first). */
export const ATTENDANCE_REPORT_PATIENT_LIMIT = 100;

/**
 * The days 'Sem registro' reads: from UNRECORDED_DAYS ago up to yesterday. An appointment of today
 * is never listed, so reception has until the next morning to mark it.
 */
export function unrecordedRange(today: string): { fromDate: string; toDate: string } {
  return { fromDate: addDays(today, -UNRECORDED_DAYS), toDate: addDays(today, -1) };
}

/** The days the no-show flag counts: the last NO_SHOW_FLAG_DAYS days, today included. */
export function noShowFlagRange(today: string): { fromDate: string; toDate: string } {
  return { fromDate: addDays(today, -(NO_SHOW_FLAG_DAYS - 1)), toDate: today };
}

export const isNoShowFlagged = (count: number): boolean => count >= NO_SHOW_FLAG_COUNT;

/** count / base as a fraction rounded to 4 places (0 when the base is 0). */
export function attendanceRate(count: number, base: number): number {
  return base === 0 ? 0 : Math.round((count / base) * 10_000) / 10_000;
}

/** '12,5%' (one decimal place, Brazilian comma). */
export function formatRate(rate: number): string {
  return `${(rate * 100).toFixed(1).replace('.', ',')}%`;
}
