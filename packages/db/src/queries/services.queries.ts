import type { Expression, Insertable, Updateable } from 'kysely';

import type { Executor } from '../executor';
import type { ServiceRow, ServicesTable } from '../tables';

const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüç';
const PLAIN = 'aaaaaeeeeiiiiooooouuuuc';

/** Services by name; `search` matches part of the name, ignoring case and accents. */
export async function findServices(db: Executor, search?: string): Promise<ServiceRow[]> {
  let query = db.selectFrom('services').selectAll();
  const term = search?.trim();
  if (term) {
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => {
      const fold = (value: Expression<string>) =>
        eb.fn<string>('translate', [eb.fn<string>('lower', [value]), eb.val(ACCENTED), eb.val(PLAIN)]);
      return eb(fold(eb.ref('name')), 'like', fold(eb.val(pattern)));
    });
  }
  return query.orderBy('name').orderBy('id').execute();
}

export async function findServiceById(db: Executor, id: number): Promise<ServiceRow | undefined> {
  return db.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertService(db: Executor, service: Insertable<ServicesTable>): Promise<ServiceRow> {
  return db.insertInto('services').values(service).returningAll().executeTakeFirstOrThrow();
}

/**
 * With `expectedVersion`, changes the row only while it is still at that version (checked in the
 * update itself): undefined when someone else changed it meanwhile, as when it does not exist.
 */
export async function updateService(
  db: Executor,
  id: number,
  changes: Updateable<ServicesTable>,
  expectedVersion?: number,
): Promise<ServiceRow | undefined> {
  let query = db
    .updateTable('services')
    .set({ ...changes, updatedAt: new Date() })
    .where('id', '=', id);
  if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
  return query.returningAll().executeTakeFirst();
}

export async function deleteService(db: Executor, id: number): Promise<ServiceRow | undefined> {
  return db.deleteFrom('services').where('id', '=', id).returningAll().executeTakeFirst();
}
