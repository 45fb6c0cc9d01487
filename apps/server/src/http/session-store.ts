/**
 * @fastify/session's store, backed by the `sessions` table, so sessions survive restarts and are
 * shared by every server process. Each row knows its user, so logout-everywhere and blocking a
 * user can end sessions on the server.
 *
 * `get` is where every signed-in request's rules are applied, in ONE query (the session joined
 * with its user, findLiveSessionWithUser): an expired session, a session whose user is blocked or
 * gone, ends there (row deleted, `null` answered, so @fastify/session starts an empty session and
 * clears the cookie); a session due for its once-a-minute touch is touched there, by an UPDATE of
 * the row only (no Set-Cookie, unlike a save), and handed over already touched, so @fastify/session
 * sees nothing modified and writes nothing more. A plain read writes nothing.
 *
 * This is the plain store (FAST_PATHS=off, and the reference): the fast one (fast/cached-store.ts)
 * answers from memory what it can, and hands the user it read on to the request.
 */
import {
  type Database,
  type Kysely,
  type UserRow,
  deleteSession,
  findLiveSessionWithUser,
  touchSession,
  upsertSession,
} from '@clinic/db';
import type { SessionStore } from '@fastify/session';
import type { Session } from 'fastify';

import { type SessionTimes, judgeSession, sessionExpiry } from './session-policy';

type Callback = (error?: unknown) => void;

/** The fields a session row stores (the cookie only carries its signed id). */
export function sessionTimesOf(session: Partial<SessionTimes>): SessionTimes {
  const { userId, signedInAt, lastSeenAt } = session;
  return { userId, signedInAt, lastSeenAt };
}

/** A live session's own fields, and its user when someone is signed in (active, by then). */
export interface LiveSession {
  times: SessionTimes;
  user?: UserRow;
}

/**
 * The live session `sid` and its user at `nowMs`, with the session rules applied (see above):
 * undefined when there is none (any more).
 */
export async function loadSession(db: Kysely<Database>, sid: string, nowMs: number): Promise<LiveSession | undefined> {
  const now = new Date(nowMs);
  const row = await findLiveSessionWithUser(db, sid, now);
  if (!row) return undefined;
  const times = sessionTimesOf(row.data as SessionTimes);
  const verdict = judgeSession(times, nowMs);
  // A row without a user (never written by this server): no one signed in, nothing to end.
  if (verdict === 'anonymous') return { times };
  const user = row.user;
  if (verdict === 'expired' || !user || !user.isActive) {
    await deleteSession(db, sid);
    return undefined;
  }
  if (verdict === 'touch') {
    times.lastSeenAt = nowMs;
    // Ended meanwhile (logout elsewhere, a block): stays ended.
    if (!(await touchSession(db, { sid, data: { ...times }, expiresAt: sessionExpiry(times, now) }))) return undefined;
  }
  return { times, user };
}

/** The store: `get` answers the session's own fields only (the user is read by its id: sessions.ts). */
export function createDatabaseSessionStore(db: Kysely<Database>): SessionStore {
  return {
    get(sid, callback) {
      loadSession(db, sid, Date.now()).then(
        (session) => callback(null, (session ? session.times : null) as Session | null),
        (error: unknown) => callback(error),
      );
    },
    set(sid, session, callback: Callback) {
      const times = sessionTimesOf(session);
      // Only the session's own fields are written: nothing read with it (the user) is ever stored.
      // A session without a user is never kept (regenerate() hands over its new, still empty session
      // before sign-in fills it; saveUninitialized is off): no row for it, and none left behind.
      const write = times.userId
        ? upsertSession(db, { sid, userId: times.userId, data: { ...times }, expiresAt: sessionExpiry(times, new Date()) })
        : deleteSession(db, sid);
      write.then(() => callback(), callback);
    },
    destroy(sid, callback: Callback) {
      deleteSession(db, sid).then(() => callback(), callback);
    },
  };
}
