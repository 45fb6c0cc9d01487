/** Pure waitlist rules: periods, which entries fit a freed slot and in what order, computed states. */
import { SHIFT_WINDOWS } from '../appointments/appointments.constants';
import { weekdayOf } from '../appointments/appointments.rules';
import {
  WAITLIST_OFFER_ACTIONS,
  WAITLIST_OFFER_HOLD_MINUTES,
  WAITLIST_PERIODS,
  type WaitlistOfferStatus,
  type WaitlistPeriod,
  type WaitlistStatus,
} from './waitlist.constants';

/** A weekday × period pair an entry can come. */
export interface WaitlistAvailability {
  weekday: number;
  period: WaitlistPeriod;
}

/** The period a grid time falls in (SHIFT_WINDOWS: manhã 08–14, tarde 14–20); null outside both. */
export function periodOfTime(time: string): WaitlistPeriod | null {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const minutes = h * 60 + m;
  return WAITLIST_PERIODS.find((period) => minutes >= SHIFT_WINDOWS[period].start * 60 && minutes < SHIFT_WINDOWS[period].end * 60) ?? null;
}

/** Stored form of a pair: '1:manha'. */
export const availabilityKey = (a: WaitlistAvailability): string => `${a.weekday}:${a.period}`;

/** Reads the stored pairs back (unknown ones are dropped), in weekday then period order, without repeats. */
export function parseAvailability(keys: readonly string[]): WaitlistAvailability[] {
  const seen = new Set<string>();
  const pairs: WaitlistAvailability[] = [];
  for (const key of keys) {
    const [day, period] = key.split(':');
    const weekday = Number(day);
    if (!Number.isInteger(weekday) || weekday < 0 || weekday > 6) continue;
    if (!(WAITLIST_PERIODS as readonly string[]).includes(period ?? '')) continue;
    const pair = { weekday, period: period as WaitlistPeriod };
    if (seen.has(availabilityKey(pair))) continue;
    seen.add(availabilityKey(pair));
    pairs.push(pair);
  }
  return pairs.sort((a, b) => a.weekday - b.weekday || WAITLIST_PERIODS.indexOf(a.period) - WAITLIST_PERIODS.indexOf(b.period));
}

/** What matching reads of an entry. */
export interface MatchableEntry {
  id: number;
  physiotherapistId: number | null;
  availability: readonly WaitlistAvailability[];
  dateFrom: string;
  dateTo: string;
  urgent: boolean;
  /** ISO timestamp: older entries come first. */
  createdAt: string;
}

/** A freed slot: day, grid time and the physiotherapist it would be with. */
export interface FreedSlot {
  date: string;
  time: string;
  physiotherapistId: number;
}

/**
 * Whether an entry fits a freed slot: the day is in its range, the weekday and period are among
 * its pairs, and it asked for this physiotherapist or any. (Whether the physiotherapist and the
 * patient are free at that time is the database's to say.)
 */
export function entryMatchesSlot(entry: MatchableEntry, slot: FreedSlot): boolean {
  if (slot.date < entry.dateFrom || slot.date > entry.dateTo) return false;
  if (entry.physiotherapistId !== null && entry.physiotherapistId !== slot.physiotherapistId) return false;
  const period = periodOfTime(slot.time);
  if (period === null) return false;
  const weekday = weekdayOf(slot.date);
  return entry.availability.some((a) => a.weekday === weekday && a.period === period);
}

/** Urgent first, then the oldest entry, then the lowest id. */
export function byWaitlistPriority(a: MatchableEntry, b: MatchableEntry): number {
  if (a.urgent !== b.urgent) return a.urgent ? -1 : 1;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id - b.id;
}

/** The entries fitting a slot, in the order reception should offer it. */
export function matchingEntries<E extends MatchableEntry>(entries: readonly E[], slot: FreedSlot): E[] {
  return entries.filter((entry) => entryMatchesSlot(entry, slot)).sort(byWaitlistPriority);
}

/**
 * The state an entry shows: an open entry past the last day of its range is 'expirado' (from the
 * next day on), and one marked 'oferecido' whose offers all ended is back to 'aguardando'.
 */
export function effectiveEntryStatus(stored: WaitlistStatus, dateTo: string, today: string, hasLiveOffer: boolean): WaitlistStatus {
  const open = stored === 'aguardando' || stored === 'oferecido';
  if (open && dateTo < today) return 'expirado';
  if (stored === 'oferecido' && !hasLiveOffer) return 'aguardando';
  return stored;
}

/** When an offer made at `createdAt` stops holding. */
export function offerExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + WAITLIST_OFFER_HOLD_MINUTES * 60_000);
}

/** A pending offer past its hold reads as 'expirada'. */
export function effectiveOfferStatus(stored: Exclude<WaitlistOfferStatus, 'expirada'>, expiresAt: Date, now: Date): WaitlistOfferStatus {
  return stored === 'pendente' && expiresAt.getTime() <= now.getTime() ? 'expirada' : stored;
}

/** The quick-reply payload of an offer's buttons: `OFERTA_SIM:<offerId>:<nonce>` / `OFERTA_NAO:…`. */
export function waitlistOfferPayload(answer: keyof typeof WAITLIST_OFFER_ACTIONS, offerId: number, nonce: string): string {
  return `${WAITLIST_OFFER_ACTIONS[answer]}:${offerId}:${nonce}`;
}
