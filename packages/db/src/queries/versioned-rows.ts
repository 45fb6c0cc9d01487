import type { Generated, Kysely, Selectable, Updateable } from 'kysely';

import { hasChanges } from '../changes';
import type { Executor } from '../executor';
import type { Database } from '../tables';
import type { RowVersion } from '../tables/columns';

/** What every versioned table has: an id and the `version` its trigger raises on each change. */
interface VersionedRow {
  id: Generated<number>;
  version: RowVersion;
}

/** The tables whose rows are versioned (see `Versioned` in tables/columns.ts). */
export type VersionedTableName = {
  [T in keyof Database]: Database[T] extends VersionedRow ? T : never;
}[keyof Database];

/**
 * Changes a row of a versioned table; nothing to change answers the current row. With
 * `expectedVersion`, changes (or answers) the row only while it is still at that version (checked in
 * the update itself): undefined when someone else changed it meanwhile, as when it does not exist.
 */
export async function updateRowAtVersion<T extends VersionedTableName>(
  db: Executor,
  table: T,
  id: number,
  changes: Updateable<Database[T]>,
  expectedVersion?: number,
): Promise<Selectable<Database[T]> | undefined> {
  // Kysely cannot type a query on a table named by a type parameter: the query is written against
  // the columns all these tables share, and the row typed back as the caller's table.
  const versioned = db as unknown as Kysely<Record<VersionedTableName, VersionedRow>>;
  if (!hasChanges(changes)) {
    let select = versioned.selectFrom(table as VersionedTableName).selectAll().where('id', '=', id);
    if (expectedVersion !== undefined) select = select.where('version', '=', expectedVersion);
    return (await select.executeTakeFirst()) as Selectable<Database[T]> | undefined;
  }
  let query = versioned
    .updateTable(table as VersionedTableName)
    .set(changes as Updateable<VersionedRow>)
    .where('id', '=', id);
  if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
  return (await query.returningAll().executeTakeFirst()) as Selectable<Database[T]> | undefined;
}

/** `updateRowAtVersion` of one table, as that table's update query (`updateLead`, `updateRoom`…). */
export function versionedUpdate<T extends VersionedTableName>(table: T) {
  return (db: Executor, id: number, changes: Updateable<Database[T]>, expectedVersion?: number): Promise<Selectable<Database[T]> | undefined> =>
    updateRowAtVersion(db, table, id, changes, expectedVersion);
}
