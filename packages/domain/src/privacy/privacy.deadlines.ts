import { addDays, toIsoDate } from '../common/dates';
import { holidayOn } from '../common/holidays';

/** Art. 19 II: the complete declaration within 15 days of the request. */
export const REQUEST_DEADLINE_DAYS = 15;
/** Res. CD/ANPD 15/2024: the incident is communicated to the ANPD within 3 business days. */
export const ANPD_DEADLINE_BUSINESS_DAYS = 3;
/** The dashboard (and the lists) warn this many days before a deadline. */
export const DEADLINE_WARNING_DAYS = 3;

/**
 * The day a holder's request must be answered: 15 calendar days after the day it was received
 * (the clinic's day: the caller passes `received` as yyyy-MM-dd in the clinic's zone).
 */
export function requestDueOn(received: string): string {
  return addDays(received, REQUEST_DEADLINE_DAYS);
}

/** Whether a yyyy-MM-dd day is a business day: not Saturday, Sunday nor a national holiday. */
export function isBusinessDay(isoDate: string): boolean {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  // Only national holidays: Carnaval and Corpus Christi ('pontos facultativos') count as business
  // days, so the deadline shown is never later than the ANPD's.
  return holidayOn(isoDate)?.kind !== 'national';
}

/** `days` business days after a yyyy-MM-dd day (the day itself does not count). */
export function addBusinessDays(isoDate: string, days: number): string {
  let day = isoDate;
  for (let left = days; left > 0; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}

/**
 * The day the ANPD must be notified of an incident discovered at `discoveredAt`: 3 business days
 * after the day of the discovery in the clinic's zone (the process's zone: CLINIC_TIMEZONE).
 */
export function anpdDueOn(discoveredAt: Date): string {
  return addBusinessDays(toIsoDate(discoveredAt), ANPD_DEADLINE_BUSINESS_DAYS);
}

export type DeadlineState = 'vencido' | 'proximo' | 'no_prazo';

/** Past its day, within the warning days (the day itself included), or in time. */
export function deadlineState(dueOn: string, today: string): DeadlineState {
  if (dueOn < today) return 'vencido';
  return dueOn <= addDays(today, DEADLINE_WARNING_DAYS) ? 'proximo' : 'no_prazo';
}
