import { z } from 'zod';

import { TEXT_EXPECTED, maxText } from './fields';

/**
 * Brazilian phone numbers, one module for every phone field (patients, leads' WhatsApp, users):
 * the input mask, the digits, the stored form, E.164, the WhatsApp link and the zod fields. Every
 * phone is stored and shown as `(xx) xxxxx-xxxx` or `(xx) xxxx-xxxx` (spec §5), at most 11
 * digits. Written with the country code (`+55 11 97654-3210`, `5511976543210`), a leading long-distance
 * 0, spaces, dots, dashes or parentheses, they mean the same number.
 */

/** The digits of a national number: area code (2) + 8 or 9. */
export const PHONE_MAX_DIGITS = 11;
const PHONE_MIN_DIGITS = 10;
const COUNTRY_CODE = '55';
/** Country code + a national number: 12 or 13 digits. */
const WITH_COUNTRY_CODE = [COUNTRY_CODE.length + PHONE_MIN_DIGITS, COUNTRY_CODE.length + PHONE_MAX_DIGITS];

/** `(xx) xxxxx-xxxx` or `(xx) xxxx-xxxx`. */
export const PHONE_FORMAT = /^\(\d{2}\) \d{4,5}-\d{4}$/;

/** What a phone may be written with, besides digits (a letter means it is not only a phone). */
const PHONE_TEXT = /^[\d\s()+\-.]+$/;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function isPhoneFormat(value: string): boolean {
  return PHONE_FORMAT.test(value);
}

/** Empty (an optional phone left blank) or complete. */
export function isCompletePhone(value: string): boolean {
  return value.trim() === '' || isPhoneFormat(value.trim());
}

/** A `+` before the first digit: the digits start with a country code. */
const startsWithPlus = (value: string) => /^\D*\+/.test(value);

/**
 * The national digits of a phone: without the country code 55 (when a `+` comes first, or when 12
 * or 13 digits start with 55) and without a leading long-distance 0 (no area code starts with 0).
 * 11 digits starting with 55 stay as they are: 55 is also an area code (RS).
 */
export function nationalPhoneDigits(value: string): string {
  let digits = phoneDigits(value);
  if (digits.startsWith(COUNTRY_CODE) && (startsWithPlus(value) || WITH_COUNTRY_CODE.includes(digits.length))) {
    digits = digits.slice(COUNTRY_CODE.length);
  }
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

/** National digits as far as they go: `119` → `(11) 9`, `11987654321` → `(11) 98765-4321`. */
function formatNational(digits: string): string {
  const d = digits.slice(0, PHONE_MAX_DIGITS);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  const rest = d.slice(2);
  const split = rest.length > 8 ? 5 : 4;
  return rest.length <= split ? `(${d.slice(0, 2)}) ${rest}` : `(${d.slice(0, 2)}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/**
 * The input mask, applied to the field's whole value on every change (typing or pasting): digits only,
 * at most 11, shown as `(xx) xxxxx-xxxx`. A `+55` typed first stays visible (`+55 (11) 9765`) until
 * the national number has its 10 digits, then it goes: `+55 11 97654-3210` ends as `(11) 97654-3210`,
 * and so does a pasted `+55 (11) 97654-3210`, `5511976543210` or 'Tel: +55 11 97654-3210'.
 * Another country's `+` is kept with its digits, for the validation to refuse.
 */
export function formatPhoneInput(value: string): string {
  if (startsWithPlus(value)) {
    const digits = phoneDigits(value);
    if (COUNTRY_CODE.startsWith(digits)) return `+${digits}`;
    if (!digits.startsWith(COUNTRY_CODE)) return `+${digits.slice(0, COUNTRY_CODE.length + PHONE_MAX_DIGITS)}`;
    const national = nationalPhoneDigits(value);
    if (national.length < PHONE_MIN_DIGITS) return national ? `+${COUNTRY_CODE} ${formatNational(national)}` : `+${COUNTRY_CODE}`;
    return formatNational(national);
  }
  return formatNational(nationalPhoneDigits(value));
}

/**
 * A phone as it is stored, `(xx) xxxxx-xxxx` / `(xx) xxxx-xxxx`, however it was written; null when
 * it is not a Brazilian phone (letters, another country's `+`, too few or too many digits).
 */
export function normalizePhone(value: string): string | null {
  const text = value.trim();
  if (!PHONE_TEXT.test(text)) return null;
  if (startsWithPlus(text) && !phoneDigits(text).startsWith(COUNTRY_CODE)) return null;
  const national = nationalPhoneDigits(text);
  return national.length === PHONE_MIN_DIGITS || national.length === PHONE_MAX_DIGITS ? formatNational(national) : null;
}

/** A phone in E.164 (`+5511987654321`), for links and messaging; null when it is not a Brazilian phone. */
export function phoneE164(value: string): string | null {
  const phone = normalizePhone(value);
  return phone === null ? null : `+${COUNTRY_CODE}${phoneDigits(phone)}`;
}

/**
 * The WhatsApp chat link of a phone (spec §7): `https://wa.me/` + country code 55 + the digits, with
 * `message` prefilled when given (a reminder, an offer, a renewal, a patient's link).
 */
export function whatsappLink(phone: string, message?: string): string {
  const link = `https://wa.me/${(phoneE164(phone) ?? `+${COUNTRY_CODE}${phoneDigits(phone)}`).slice(1)}`;
  return message === undefined ? link : `${link}?text=${encodeURIComponent(message)}`;
}

export interface PhoneMessages {
  /** Missing or blank. */
  required: string;
  /** Not a phone `read` accepts. */
  invalid: string;
}

/**
 * A phone a person must give: trimmed, at most `max` characters, and one `read` turns into its
 * stored form (by default any Brazilian phone however written, stored as `(xx) xxxxx-xxxx`).
 */
export const requiredPhone = (max: number, messages: PhoneMessages, read: (value: string) => string | null = normalizePhone) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, { message: messages.required, abort: true })
    .max(max, { message: maxText(max), abort: true })
    .refine((v) => read(v) !== null, { message: messages.invalid })
    .transform((v) => read(v) ?? v);

/** An optional free-text phone: empty means none; a Brazilian phone however written is stored as `(xx) xxxxx-xxxx`. */
export const optionalPhone = (max: number) =>
  z
    .string({ error: TEXT_EXPECTED })
    .trim()
    .max(max, maxText(max))
    .transform((v) => (v === '' ? null : (normalizePhone(v) ?? v)))
    .nullish();
