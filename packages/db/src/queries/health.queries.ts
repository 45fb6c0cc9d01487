import { sql } from 'kysely';

import type { Executor } from '../executor';

export async function pingDatabase(db: Executor): Promise<boolean> {
  const result = await sql<{ ok: number }>`select 1 as ok`.execute(db);
  return result.rows[0]?.ok === 1;
}
