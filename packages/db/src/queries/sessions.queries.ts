import type { CompiledQuery } from 'kysely';

import type { Executor } from '../executor';
import type { SessionRow, UserRow } from '../tables';

/** A live session's data and its user (none: a session without one, or a user since deleted). */
export interface LiveSessionWithUser {
  data: SessionRow['data'];
  user: UserRow | undefined;
}

function liveSessionWithUserQuery(db: Executor, sid: string, now: Date) {
  return db
    .selectFrom('sessions as s')
    .leftJoin('users as u', 'u.id', 's.userId')
    .select('s.data as sessionData')
    .selectAll('u')
    .where('s.sid', '=', sid)
    .where('s.expiresAt', '>', now);
}

type LiveSessionRow = Awaited<ReturnType<ReturnType<typeof liveSessionWithUserQuery>['executeTakeFirstOrThrow']>>;

/**
 * The query compiled once per database with placeholder values; each call only swaps in its
 * parameters ($1 the sid, $2 now, checked below). Building and compiling it was a tenth of a short
 * signed-in request's server time, on every request.
 */
const compiledLiveSessionQueries = new WeakMap<Executor, CompiledQuery<LiveSessionRow>>();

function compiledLiveSessionQuery(db: Executor): CompiledQuery<LiveSessionRow> {
  let compiled = compiledLiveSessionQueries.get(db);
  if (!compiled) {
    const probe = new Date(0);
    compiled = liveSessionWithUserQuery(db, '\u0000sid', probe).compile();
    if (compiled.parameters.length !== 2 || compiled.parameters[0] !== '\u0000sid' || compiled.parameters[1] !== probe) {
      throw new Error('findLiveSessionWithUser: unexpected parameters in the compiled query');
    }
    compiledLiveSessionQueries.set(db, compiled);
  }
  return compiled;
}

/**
 * The session and its user in one round trip: a signed-in request needs both (a blocked user is
 * out at once) whenever the server has not kept them (see the server's http/fast/session-cache.ts),
 * and two queries made the session half of a short request's time.
 */
export async function findLiveSessionWithUser(db: Executor, sid: string, now: Date): Promise<LiveSessionWithUser | undefined> {
  const compiled = compiledLiveSessionQuery(db);
  const { rows } = await db.executeQuery<LiveSessionRow>({ ...compiled, parameters: [sid, now] });
  const row = rows[0];
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

/**
 * Records a live session's activity: its data and expiry, by UPDATE only, so a session ended
 * meanwhile (logout, a block, logout-everywhere) stays ended. Returns whether the row was there.
 */
export async function touchSession(
  db: Executor,
  session: { sid: string; data: Record<string, unknown>; expiresAt: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ data: JSON.stringify(session.data), expiresAt: session.expiresAt })
    .where('sid', '=', session.sid)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
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
