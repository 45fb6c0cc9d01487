import { z } from 'zod';

import { isIsoDate } from './dates';

/**
 * The building blocks of every input schema's fields: text a person types (trimmed, with a length
 * limit), the "empty means none" idiom of optional fields and query parameters, dates and choices.
 * Each feature's `*.schemas.ts` composes these with its own messages and limits.
 */

/** The message of every date field that is not a real `yyyy-MM-dd` day. */
export const INVALID_DATE = 'Data inválida (use aaaa-mm-dd)';

/** A date-only value as it crosses the API: `yyyy-MM-dd`. (Here, not in dates.ts, which the app's main chunk loads without zod.) */
export const ZIsoDate = z.string().refine(isIsoDate, { message: INVALID_DATE });

/** The message of a text that holds the NUL character (PostgreSQL text cannot store it). */
export const INVALID_CHARACTER = 'Caractere inválido';

/** What the API says of a value that is not text (the zod message it configures, written out). */
export const TEXT_EXPECTED = 'Valor inválido: esperado texto';

export const maxText = (max: number) => `Máximo de ${max} caracteres`;
export const noNul = (value: string) => !value.includes('\u0000');

/** The "empty means none" idiom, once: '' (a field left blank after trimming) is stored as null. */
export const emptyToNull = <T>(value: T): Exclude<T, ''> | null => (value === '' ? null : (value as Exclude<T, ''>));
/** The same for query parameters: '' (`?status=`) means no filter. */
export const emptyToUndefined = <T>(value: T): Exclude<T, ''> | undefined =>
  value === '' ? undefined : (value as Exclude<T, ''>);

export interface TextRules {
  /** The message when the value is not text (default: the required message, or 'Valor inválido: esperado texto'). */
  typeError?: string;
  /** Refuse the NUL character with 'Caractere inválido' (default true). */
  refuseNul?: boolean;
  /** The too-long message (default 'Máximo de N caracteres'). */
  maxMessage?: string;
  /** Too long stops the checks there (no 'Caractere inválido' besides). */
  abortOnMax?: boolean;
}

function limitedText(base: z.ZodString, max: number, rules: TextRules) {
  const limited = base.max(max, { message: rules.maxMessage ?? maxText(max), abort: rules.abortOnMax });
  return rules.refuseNul === false ? limited : limited.refine(noNul, INVALID_CHARACTER);
}

/** Text a person must fill in: trimmed, not empty (`message`), at most `max` characters. */
export const requiredText = (max: number, message: string, rules: TextRules = {}) =>
  limitedText(z.string({ error: rules.typeError ?? message }).trim().min(1, { message, abort: true }), max, rules);

/** Optional text: trimmed, at most `max` characters; empty or null means none (stored null). */
export const optionalText = (max: number, rules: TextRules = {}) =>
  limitedText(z.string({ error: rules.typeError ?? TEXT_EXPECTED }).trim(), max, rules)
    .transform(emptyToNull)
    .nullish();

/** An optional choice from a list: '' (an untouched select) means none (stored null). */
export const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.union([z.literal(''), z.enum(values, { error: message })], { error: message }).transform(emptyToNull).nullish();

/** A `yyyy-MM-dd` day a person must give: missing or blank answers `message`. */
export const requiredDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message, abort: true })
    .refine(isIsoDate, { message: INVALID_DATE, abort: true });

/** An optional `yyyy-MM-dd` day in a body: empty or null means none. */
export const optionalDate = z
  .string({ error: INVALID_DATE })
  .trim()
  .refine((v) => v === '' || isIsoDate(v), INVALID_DATE)
  .transform(emptyToNull)
  .nullish();

/** A choice in a query string: an empty parameter means no filter. */
export const queryChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.union([z.literal(''), z.enum(values, { error: message })], { error: message }).optional().transform(emptyToUndefined);

/** "true"/"false" in a query string, a boolean over tRPC; an empty parameter means not given. */
export const queryBoolean = z.preprocess(
  (v) => (typeof v === 'boolean' ? String(v) : emptyToUndefined(v)),
  z.stringbool({ error: 'Use true ou false' }).optional(),
);

/** A `yyyy-MM-dd` day in a query string: an empty parameter means no filter. */
export const queryDate = z
  .string()
  .trim()
  .refine((v) => v === '' || isIsoDate(v), INVALID_DATE)
  .optional()
  .transform(emptyToUndefined);

/** A search text in a query string: trimmed, at most `max` characters; empty means no search. */
export const querySearch = (max = 100) => z.string().trim().max(max, maxText(max)).optional().transform(emptyToUndefined);

type WithDefaults<F extends z.ZodRawShape, K extends keyof F> = { [P in keyof F]: P extends K ? z.ZodDefault<F[P]> : F[P] };

/**
 * A feature's create and update bodies from its fields, the rule of every form-backed resource:
 * the create fills `defaults` in for the fields left out; the update changes only the fields sent
 * (no defaults fill in the others, and an empty body changes nothing).
 */
export function createAndUpdate<F extends z.ZodRawShape, K extends keyof F = never>(
  fields: F,
  defaults?: { [P in K]: z.output<F[P]> },
) {
  const withDefaults = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [
      key,
      defaults && key in defaults ? (field as z.ZodType).default(defaults[key as K] as never) : field,
    ]),
  ) as WithDefaults<F, K>;
  return { create: z.object(withDefaults), update: z.object(fields).partial() };
}
