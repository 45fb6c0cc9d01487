import { type Kysely, sql } from 'kysely';
import { type MigrationResultSet, Migrator } from 'kysely/migration';

import { migrations } from './migrations';

/**
 * Applies every pending migration; throws with the failing migration's error. Takes any Kysely
 * (the app's `Kysely<Database>` included): migrations type their own `Kysely<unknown>`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Migrator's own parameter type
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  if (await upToDate(db)) return [];
  return applied(await migrator(db).migrateToLatest());
}

/**
 * Moves the schema to how it was right after migration `name`, down or up (the migration tests
 * start from an older schema); throws with the failing migration's error.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as migrateToLatest
export async function migrateTo(db: Kysely<any>, name: string): Promise<string[]> {
  return applied(await migrator(db).migrateTo(name));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as migrateToLatest
function migrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/** The migrations a run applied; throws with the failing one's error. */
function applied({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * True when the database has applied exactly our migrations: one query, where the Migrator (which
 * would then do nothing) sends about ten, three of them catalog introspections (~0.3 s on the
 * embedded database, at every start). Anything else (no table yet, a migration missing, one we do
 * not know) goes through the Migrator, with its lock and its checks.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as migrateToLatest
async function upToDate(db: Kysely<any>): Promise<boolean> {
  let applied: string[];
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    applied = rows.map((row) => row.name);
  } catch {
    return false;
  }
  const known = new Set(Object.keys(migrations));
  return applied.length === known.size && applied.every((name) => known.has(name));
}
