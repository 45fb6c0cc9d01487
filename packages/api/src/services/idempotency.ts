/**
 * `Idempotency-Key` for intake by other tools (POST /api/leads, the import): the key is reserved
 * inside the operation's transaction with the hash of the request's (validated) body, and the
 * answer is stored with it. A retry with the same key and body answers the first answer and creates
 * nothing; the same key with another body is 409. Two identical requests at once: the second one's
 * reservation waits for the first transaction (the primary key), then answers its stored answer.
 */
import { createHash } from 'node:crypto';

import { type Database, type Kysely, type Transaction, findIdempotencyKey, reserveIdempotencyKey, storeIdempotentResponse } from '@clinic/db';

import type { Actor } from '../context';
import { AppError } from '../errors';

const KEY = /^[\x21-\x7e]{1,255}$/;

/** A JSON text with object keys sorted, so the same body hashes the same whatever its key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * Keys are per caller (the API token, or the signed-in user): two tools that happen to send the
 * same key never see each other's answer.
 */
export function idempotencyScope(operation: string, actor: Actor): string {
  const caller = actor.apiTokenName ? `token:${actor.apiTokenName}` : `user:${actor.userId ?? '-'}`;
  // Fits the column (40): the operation and 16 hex digits of the caller's hash.
  return `${operation}:${createHash('sha256').update(caller).digest('hex').slice(0, 16)}`;
}

export function bodyHash(body: unknown): string {
  return createHash('sha256').update(stableJson(body)).digest('hex');
}

/** Runs `work` in a transaction; with a key, once per key (see above). */
export async function idempotentTransaction<T>(
  db: Kysely<Database>,
  idempotency: { scope: string; key: string | undefined; body: unknown },
  work: (tx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const { scope, key } = idempotency;
  if (key === undefined) return db.transaction().execute(work);
  if (!KEY.test(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
  const hash = bodyHash(idempotency.body);
  return db.transaction().execute(async (tx) => {
    if (!(await reserveIdempotencyKey(tx, scope, key, hash))) {
      const first = await findIdempotencyKey(tx, scope, key);
      if (!first || first.bodyHash !== hash) throw new AppError('IDEMPOTENCY_KEY_CONFLICT');
      return first.response as T;
    }
    const result = await work(tx);
    await storeIdempotentResponse(tx, scope, key, result);
    return result;
  });
}
