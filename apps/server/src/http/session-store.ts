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
 * sees nothing modified and writes nothing more. A plain read writes nothing. A session read here
 * that needs nothing is kept in memory for the next requests (session-cache.ts).
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

import type { SessionCache } from './session-cache';
import { type SessionTimes, judgeSession, sessionExpiry } from './session-policy';

type Callback = (error?: unknown) => void;

/**
 * The side channel that carries the user row from the store's `get` to the request.
 *
 * Why a property at all: `get(sid, callback)` is not told the request, and @fastify/session copies
 * the enumerable keys of what `get` answers onto the request's Session object (a non-enumerable or
 * symbol key would be dropped there). So the answer carries the user under LOADED_USER, wrapped in
 * a LoadedUser whose toJSON() is undefined: @fastify/session's change detection (a SHA-256 of the
 * session serialized with safe-stable-stringify, which honours toJSON) never sees the row, and no
 * JSON of the session can contain it. The store's `set` writes only the session's own fields
 * anyway, and sessions.ts takes the carrier off the Session (onto `request.user`) in the
 * onRequest hook that runs right after @fastify/session's, before any route code.
 */
export const LOADED_USER = 'loadedUser';

export class LoadedUser {
  constructor(readonly user: UserRow) {}
  /** Invisible to any serialization, hence to the session's hash and to storage. */
  toJSON(): undefined {
    return undefined;
  }
}

/** The fields a session row stores (the cookie only carries its signed id). */
export function sessionTimesOf(session: Partial<SessionTimes>): SessionTimes {
  const { userId, signedInAt, lastSeenAt } = session;
  return { userId, signedInAt, lastSeenAt };
}

/** What `get` answers: the session's own fields, and its user through the side channel. */
export type LoadedSession = SessionTimes & { [LOADED_USER]?: LoadedUser };

/**
 * The live session `sid` and its user at `nowMs`, with the session rules applied (see above):
 * undefined when there is none (any more).
 */
export async function loadSession(db: Kysely<Database>, sid: string, nowMs: number): Promise<LoadedSession | undefined> {
  const now = new Date(nowMs);
  const row = await findLiveSessionWithUser(db, sid, now);
  if (!row) return undefined;
  const times = sessionTimesOf(row.data as SessionTimes);
  const verdict = judgeSession(times, nowMs);
  // A row without a user (never written by this server): no one signed in, nothing to end.
  if (verdict === 'anonymous') return times;
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
  return { ...times, [LOADED_USER]: new LoadedUser(user) };
}

/**
 * `cache`: the sessions this process read, answered from memory while they need nothing and no
 * change was heard (session-cache.ts says when); everything else is read as above.
 */
export function createDatabaseSessionStore(db: Kysely<Database>, cache: SessionCache): SessionStore {
  return {
    get(sid, callback) {
      const now = Date.now();
      const kept = cache.lookup(sid, now);
      if (kept) {
        // A new object each time: @fastify/session copies it onto the request's Session.
        const session: LoadedSession = { ...kept.times, [LOADED_USER]: new LoadedUser(kept.user) };
        return callback(null, session as Session);
      }
      const ticket = cache.ticket();
      loadSession(db, sid, now).then(
        (session) => {
          const loaded = session?.[LOADED_USER];
          if (loaded) cache.keep(sid, ticket, sessionTimesOf(session), loaded.user);
          callback(null, (session ?? null) as Session | null);
        },
        (error: unknown) => callback(error),
      );
    },
    set(sid, session, callback: Callback) {
      cache.forgetSession(sid); // whatever it was, it is being written anew
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
      cache.forgetSession(sid);
      deleteSession(db, sid).then(() => {
        cache.forgetSession(sid); // and again: a read that raced the delete kept nothing
        callback();
      }, callback);
    },
  };
}
