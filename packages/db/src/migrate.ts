import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';

import { migrations } from './migrations';

/**
 * Applies every pending migration; throws with the failing migration's error. Takes any Kysely
 * (the app's `Kysely<Database>` included): migrations type their own `Kysely<unknown>`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Migrator's own parameter type
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
