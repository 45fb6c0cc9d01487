import type { Expression, Insertable, Updateable } from 'kysely';

import type { Executor } from '../executor';
import { updateRowAtVersion } from './versioned-rows';
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

/** Changes a row; with `expectedVersion`, only while it is still at that version (see `updateRowAtVersion`). */
export async function updateService(
  db: Executor,
  id: number,
  changes: Updateable<ServicesTable>,
  expectedVersion?: number,
): Promise<ServiceRow | undefined> {
  return updateRowAtVersion(db, 'services', id, { ...changes, updatedAt: new Date() }, expectedVersion);
}

export async function deleteService(db: Executor, id: number): Promise<ServiceRow | undefined> {
  return db.deleteFrom('services').where('id', '=', id).returningAll().executeTakeFirst();
}
