import { type Generated, type Kysely, type Selectable, type Updateable, sql } from 'kysely';

import type { Executor } from '../executor';
import type { Database } from '../tables';

/** What every one-row settings table has: the row's id (always 1) and when it last changed. */
interface SettingsRow {
  id: Generated<number>;
  updatedAt: Generated<Date>;
}

/**
 * The tables that hold one settings row, id 1, with the defaults in its columns (the union is held
 * to the shared columns: a table without them does not compile here).
 */
export type SettingsTableName = Extract<'whatsappSettings' | 'metaLeadsSettings', TablesWith<SettingsRow>>;

type TablesWith<Row> = { [T in keyof Database]: Database[T] extends Row ? T : never }[keyof Database];

/** The columns a settings change may set (the id and the change's time are the query's). */
export type SettingsChanges<T extends SettingsTableName> = Omit<Updateable<Database[T]>, 'id' | 'updatedAt'>;

// Kysely cannot type a query on a table named by a type parameter: the queries below are written
// against the columns all these tables share, and the row typed back as the caller's table.
function settingsTables(db: Executor) {
  return db as unknown as Kysely<Record<SettingsTableName, SettingsRow>>;
}

/** The read of a table's one settings row (created with the defaults when missing: a restored or truncated table). */
export function settingsRowReader<T extends SettingsTableName>(table: T) {
  const name: SettingsTableName = table;
  return async (db: Executor): Promise<Selectable<Database[T]>> => {
    const tables = settingsTables(db);
    const row = await tables.selectFrom(name).selectAll().where('id', '=', 1).executeTakeFirst();
    if (row) return row as Selectable<Database[T]>;
    await tables.insertInto(name).values({ id: 1 }).onConflict((oc) => oc.column('id').doNothing()).execute();
    return (await tables.selectFrom(name).selectAll().where('id', '=', 1).executeTakeFirstOrThrow()) as Selectable<Database[T]>;
  };
}

/** The change of a table's one settings row (created first when missing); answers the row as it is now. */
export function settingsRowWriter<T extends SettingsTableName>(table: T) {
  const name: SettingsTableName = table;
  const find = settingsRowReader(table);
  return async (db: Executor, changes: SettingsChanges<T>): Promise<Selectable<Database[T]>> => {
    await find(db);
    return (await settingsTables(db)
      .updateTable(name)
      .set({ ...(changes as Updateable<SettingsRow>), updatedAt: sql<Date>`now()` })
      .where('id', '=', 1)
      .returningAll()
      .executeTakeFirstOrThrow()) as Selectable<Database[T]>;
  };
}
