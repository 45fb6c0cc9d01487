import type { Executor } from '../executor';
import type { SessionRow } from '../tables';

export async function findLiveSession(db: Executor, sid: string, now: Date): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('sid', '=', sid)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
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
