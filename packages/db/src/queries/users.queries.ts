import type { Executor } from '../executor';
import { versionedUpdate } from './versioned-rows';
import type { NewUserRow, UserRow } from '../tables';

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export async function countUsers(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The longest-serving active admin: whom scripts act as by default. */
export async function findFirstActiveAdmin(db: Executor): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('role', '=', 'admin')
    .where('isActive', '=', true)
    .orderBy('id')
    .executeTakeFirst();
}

export async function findAllUsers(db: Executor): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().orderBy('firstName').orderBy('lastName').orderBy('id').execute();
}

export async function insertUser(db: Executor, user: NewUserRow): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

/** Changes a row; with `expectedVersion`, only while it is still at that version (see `updateRowAtVersion`). */
export const updateUser = versionedUpdate('users');

/** Staff for pickers and filters: no personal data beyond the name. */
export async function findStaffOptions(db: Executor) {
  return db
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName', 'role', 'color', 'shift', 'isActive'])
    .orderBy('firstName')
    .orderBy('lastName')
    .orderBy('id')
    .execute();
}

export async function saveUserPhoto(
  db: Executor,
  photo: { userId: number; contentType: string; data: Uint8Array },
): Promise<Date> {
  const updatedAt = new Date();
  await db
    .insertInto('userPhotos')
    .values({ ...photo, updatedAt })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ contentType: photo.contentType, data: photo.data, updatedAt }))
    .execute();
  return updatedAt;
}

export async function deleteUserPhoto(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('userPhotos').where('userId', '=', userId).execute();
}

export async function findUserPhoto(db: Executor, userId: number) {
  return db
    .selectFrom('userPhotos')
    .select(['contentType', 'data', 'updatedAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export async function countActiveAdmins(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'admin')
    .where('isActive', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
