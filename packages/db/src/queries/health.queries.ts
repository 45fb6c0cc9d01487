import { sql } from 'kysely';

import type { Executor } from '../executor';

export async function pingDatabase(db: Executor): Promise<boolean> {
  const result = await sql<{ ok: number }>`select 1 as ok`.execute(db);
  return result.rows[0]?.ok === 1;
}

/** Serialises transactions on `key` until the current transaction ends. */
export async function lockForTransaction(tx: Executor, key: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${key})`.execute(tx);
}
