import { type Database, type Kysely, pingDatabase } from '@clinic/db';

import { AppError } from '../../errors';

/** The server answers and so does its database (503 otherwise). */
export async function checkHealth(db: Kysely<Database>): Promise<{ status: 'ok' }> {
  const ok = await pingDatabase(db).catch(() => false);
  if (!ok) throw new AppError('DATABASE_UNAVAILABLE');
  return { status: 'ok' };
}
