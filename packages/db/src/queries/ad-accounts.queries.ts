import type { Insertable, Updateable } from 'kysely';

import { hasChanges } from '../changes';
import type { Executor } from '../executor';
import type { AdAccountRow, AdAccountsTable } from '../tables';

export async function findAllAdAccounts(db: Executor): Promise<AdAccountRow[]> {
  return db.selectFrom('adAccounts').selectAll().orderBy('isActive', 'desc').orderBy('name').orderBy('id').execute();
}

export async function findAdAccountById(db: Executor, id: number): Promise<AdAccountRow | undefined> {
  return db.selectFrom('adAccounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertAdAccount(db: Executor, account: Insertable<AdAccountsTable>): Promise<AdAccountRow> {
  return db.insertInto('adAccounts').values(account).returningAll().executeTakeFirstOrThrow();
}

export async function updateAdAccount(
  db: Executor,
  id: number,
  changes: Omit<Updateable<AdAccountsTable>, 'updatedAt'>,
  now: Date,
): Promise<AdAccountRow | undefined> {
  if (!hasChanges(changes)) return findAdAccountById(db, id);
  return db
    .updateTable('adAccounts')
    .set({ ...changes, updatedAt: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}
