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

/** The e-mails locked out of signing in at `now`, and until when. */
export async function findActiveLoginLocks(db: Executor, now: Date): Promise<{ email: string; lockedUntil: Date }[]> {
  return db
    .selectFrom('loginLocks')
    .select(['email', 'lockedUntil'])
    .where('lockedUntil', '>', now)
    .$narrowType<{ lockedUntil: Date }>()
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

/**
 * Locks an e-mail until `until`, unless a lock is already set (parallel attempts must not push it
 * further); returns the lock that holds.
 */
export async function lockLoginUntil(db: Executor, email: string, until: Date): Promise<Date> {
  const row = await db
    .insertInto('loginLocks')
    .values({ email, failures: 0, lockedUntil: until })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet((eb) => ({ lockedUntil: eb.fn.coalesce('loginLocks.lockedUntil', eb.val(until)) })),
    )
    .returning('lockedUntil')
    .executeTakeFirstOrThrow();
  return row.lockedUntil ?? until;
}

/** Forgets locks and failure counts whose lock has ended. */
export async function deleteExpiredLoginLocks(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom('loginLocks').where('lockedUntil', '<=', now).execute();
}

/** Counts one sign-in refused by the throttle in its IP's current minute. */
export async function countLoginRefusal(db: Executor, ipAddress: string, minute: Date): Promise<void> {
  await db
    .insertInto('loginRefusals')
    .values({ ipAddress, minute, count: 1 })
    .onConflict((oc) =>
      oc.columns(['ipAddress', 'minute']).doUpdateSet((eb) => ({ count: eb('loginRefusals.count', '+', 1) })),
    )
    .execute();
}

/** Removes and returns the refusal counts of minutes before `minute`. */
export async function takeLoginRefusalsBefore(
  db: Executor,
  minute: Date,
): Promise<{ ipAddress: string; minute: Date; count: number }[]> {
  return db
    .deleteFrom('loginRefusals')
    .where('minute', '<', minute)
    .returning(['ipAddress', 'minute', 'count'])
    .execute();
}
