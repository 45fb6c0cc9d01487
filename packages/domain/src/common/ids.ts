import { z } from 'zod';

/** Largest value of a PostgreSQL integer column: larger ids cannot exist. */
export const MAX_ID = 2_147_483_647;

/** A whole number as a path or query string writes it: digits only, no sign, no leading zero. */
const CANONICAL_INTEGER = /^(0|[1-9]\d{0,15})$/;

/**
 * Numbers arrive as strings in paths and query strings. Only the canonical spelling is one:
 * `Number()` alone reads '0x1', '00001', '1e0', ' 1' and '1.0' as 1 too, so two URLs would name
 * the same row (#20). Anything else becomes NaN, which the number schema refuses with its message.
 * Numbers sent as JSON numbers (tRPC, bodies) pass through unchanged.
 */
export const canonicalInteger = (value: unknown): unknown =>
  typeof value === 'string' ? (CANONICAL_INTEGER.test(value) ? Number(value) : Number.NaN) : value;

/** A row id, as it arrives in a path or query (canonical digit strings are read as numbers). */
export const ZId = z.preprocess(
  canonicalInteger,
  z.number({ error: 'Id inválido' }).int('Id inválido').positive('Id inválido').max(MAX_ID, 'Id inválido'),
);

/** An optional whole number in a query string (a page size, an offset), canonical digits only. */
export const queryInteger = (min: number, max: number) =>
  z
    .preprocess(
      canonicalInteger,
      z
        .number({ error: 'Número inválido' })
        .int('Número inválido')
        .min(min, `Deve ser maior ou igual a ${min}`)
        .max(max, `Deve ser menor ou igual a ${max}`),
    )
    .optional();
