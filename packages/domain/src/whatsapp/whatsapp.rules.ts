import { phoneE164 } from '../common/phone';

/**
 * When reminders go out, in the clinic's local time (the server runs in the clinic's zone).
 * Pure: the scheduler and the tests share it.
 */
export interface ReminderPolicy {
  sendHour: number;
  secondReminderHours: number | null;
  quietStart: string;
  quietEnd: string;
}

export type ReminderOffset = 'first' | 'second';

function localAt(isoDate: string, hhmm: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const [h, min] = hhmm.split(':').map(Number) as [number, number];
  return new Date(y, m - 1, d, h, min, 0, 0);
}

const clock = (date: Date) => `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

/** Moves a moment into the allowed window: before it → that day's start; after it → the next day's start. */
export function intoQuietWindow(moment: Date, policy: Pick<ReminderPolicy, 'quietStart' | 'quietEnd'>): Date {
  const time = clock(moment);
  const day = `${moment.getFullYear()}-${String(moment.getMonth() + 1).padStart(2, '0')}-${String(moment.getDate()).padStart(2, '0')}`;
  if (time < policy.quietStart) return localAt(day, policy.quietStart);
  if (time >= policy.quietEnd) {
    const next = localAt(day, policy.quietStart);
    next.setDate(next.getDate() + 1);
    return next;
  }
  return moment;
}

export function isWithinQuietWindow(moment: Date, policy: Pick<ReminderPolicy, 'quietStart' | 'quietEnd'>): boolean {
  const time = clock(moment);
  return time >= policy.quietStart && time < policy.quietEnd;
}

/**
 * The reminders an appointment gets: `reminderDays` before at the sending hour, and optionally one
 * `secondReminderHours` before it starts; each moved into the allowed window, and dropped when that
 * lands at or after the appointment's start.
 */
export function reminderMoments(
  appointment: { date: string; time: string; reminderDays: number },
  policy: ReminderPolicy,
): { offset: ReminderOffset; dueAt: Date }[] {
  const start = localAt(appointment.date, appointment.time);
  const first = localAt(appointment.date, `${String(policy.sendHour).padStart(2, '0')}:00`);
  first.setDate(first.getDate() - appointment.reminderDays);
  const moments: { offset: ReminderOffset; dueAt: Date }[] = [{ offset: 'first', dueAt: intoQuietWindow(first, policy) }];
  if (policy.secondReminderHours !== null) {
    const second = new Date(start.getTime() - policy.secondReminderHours * 3_600_000);
    moments.push({ offset: 'second', dueAt: intoQuietWindow(second, policy) });
  }
  return moments.filter((m) => m.dueAt < start);
}

/** A quick-reply payload: `ACTION:<id>:<nonce>` (reminders CONF/RESC/CANC, waitlist OFERTA_SIM/OFERTA_NAO). */
export interface WhatsappPayload {
  action: string;
  id: string;
  nonce: string;
}

export function formatPayload(payload: WhatsappPayload): string {
  return `${payload.action}:${payload.id}:${payload.nonce}`;
}

export function parsePayload(text: string): WhatsappPayload | null {
  const match = /^([A-Z][A-Z_]{0,30}):([\w-]{1,40}):([\w-]{1,60})$/.exec(text.trim());
  return match ? { action: match[1]!, id: match[2]!, nonce: match[3]! } : null;
}

/** 'SAIR', 'parar.', ' Parar ' → true. */
export function isOptOutMessage(text: string, words: readonly string[]): boolean {
  const word = text.trim().replace(/[.!]+$/, '').toUpperCase();
  return words.includes(word);
}

/** Digits only, Brazilian numbers with the country code (what the Cloud API's `to` and `from` carry). */
export function whatsappRecipient(phone: string): string | null {
  return phoneE164(phone)?.slice(1) ?? null;
}
