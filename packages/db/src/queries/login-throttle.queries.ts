import type { Executor } from '../executor';

/** Failed sign-ins from one IP since `since`, and when the oldest of them happened. */
export async function countRecentLoginFailuresByIp(
  db: Executor,
  ipAddress: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('loginFailures')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('createdAt').as('oldest')])
    .where('ipAddress', '=', ipAddress)
    .where('createdAt', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest as Date) : null };
}

/** Records a failed (or not yet checked) sign-in; returns its id so a success can forgive it. */
export async function insertLoginFailure(db: Executor, ipAddress: string, email: string, at: Date): Promise<number> {
  const row = await db
    .insertInto('loginFailures')
    .values({ ipAddress, email, createdAt: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteLoginFailure(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('loginFailures').where('id', '=', id).execute();
}

export async function deleteLoginFailuresBefore(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('loginFailures').where('createdAt', '<', before).execute();
}

export async function findLoginLock(
  db: Executor,
  email: string,
): Promise<{ failures: number; lockedUntil: Date | null } | undefined> {
  return db.selectFrom('loginLocks').select(['failures', 'lockedUntil']).where('email', '=', email).executeTakeFirst();
}

export async function saveLoginLock(
  db: Executor,
  email: string,
  failures: number,
  lockedUntil: Date | null,
): Promise<void> {
  await db
    .insertInto('loginLocks')
    .values({ email, failures, lockedUntil })
    .onConflict((oc) => oc.column('email').doUpdateSet({ failures, lockedUntil }))
    .execute();
}

export async function clearLoginLock(db: Executor, email: string): Promise<void> {
  await db.deleteFrom('loginLocks').where('email', '=', email).execute();
}

/** Adds one to the consecutive failures of an e-mail, atomically; returns the new count. */
export async function incrementLoginFailures(db: Executor, email: string): Promise<number> {
  const row = await db
    .insertInto('loginLocks')
    .values({ email, failures: 1, lockedUntil: null })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet((eb) => ({ failures: eb('loginLocks.failures', '+', 1) })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}
