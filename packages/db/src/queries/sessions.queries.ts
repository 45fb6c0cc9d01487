import type { Executor } from '../executor';
import type { SessionRow, UserRow } from '../tables';

/** A live session's data and its user (none: a session without one, or a user since deleted). */
export interface LiveSessionWithUser {
  data: SessionRow['data'];
  user: UserRow | undefined;
}

/**
 * The session and its user in one round trip: every signed-in request needs both (a blocked user
 * is out at once), and two queries made the session half of a short request's time.
 */
export async function findLiveSessionWithUser(db: Executor, sid: string, now: Date): Promise<LiveSessionWithUser | undefined> {
  const row = await db
    .selectFrom('sessions as s')
    .leftJoin('users as u', 'u.id', 's.userId')
    .select('s.data as sessionData')
    .selectAll('u')
    .where('s.sid', '=', sid)
    .where('s.expiresAt', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const { sessionData, ...user } = row;
  return { data: sessionData, user: user.id === null ? undefined : (user as UserRow) };
}

export async function upsertSession(
  db: Executor,
  session: { sid: string; userId: number | null; data: Record<string, unknown>; expiresAt: Date },
): Promise<void> {
  const data = JSON.stringify(session.data);
  await db
    .insertInto('sessions')
    .values({ sid: session.sid, userId: session.userId, data, expiresAt: session.expiresAt })
    .onConflict((oc) =>
      oc.column('sid').doUpdateSet({ userId: session.userId, data, expiresAt: session.expiresAt }),
    )
    .execute();
}

export async function deleteSession(db: Executor, sid: string): Promise<void> {
  await db.deleteFrom('sessions').where('sid', '=', sid).execute();
}

/** Ends every session of a user (sign-out everywhere, blocked user). */
export async function deleteSessionsOfUser(db: Executor, userId: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredSessions(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expiresAt', '<=', now).execute();
}
