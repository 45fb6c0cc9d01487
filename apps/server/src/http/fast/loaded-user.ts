/**
 * The side channel that carries the user row from the store's `get` (fast/cached-store.ts) to the
 * request, so a signed-in request reads its session and its user in one query (or none, from the
 * cache). Replaces: reading the user by its id after the session (sessions.ts, FAST_PATHS=off).
 *
 * Why a property at all: `get(sid, callback)` is not told the request, and @fastify/session copies
 * the enumerable keys of what `get` answers onto the request's Session object (a non-enumerable or
 * symbol key would be dropped there). So the answer carries the user under LOADED_USER, wrapped in
 * a LoadedUser whose toJSON() is undefined: @fastify/session's change detection (a SHA-256 of the
 * session serialized with safe-stable-stringify, which honours toJSON) never sees the row, and no
 * JSON of the session can contain it. The store's `set` writes only the session's own fields
 * anyway, and takeLoadedUser moves the carrier off the Session (onto `request.user`) in the
 * onRequest hook that runs right after @fastify/session's, before any route code.
 */
import type { UserRow } from '@clinic/db';
import type { onRequestHookHandler } from 'fastify';

import type { SessionTimes } from '../session-policy';

export const LOADED_USER = 'loadedUser';

export class LoadedUser {
  constructor(readonly user: UserRow) {}
  /** Invisible to any serialization, hence to the session's hash and to storage. */
  toJSON(): undefined {
    return undefined;
  }
}

/** What the fast store's `get` answers: the session's own fields, and its user through the side channel. */
export type SessionWithUser = SessionTimes & { [LOADED_USER]?: LoadedUser };

/**
 * The onRequest hook right after @fastify/session's: the user moves from the session to
 * request.user. The key is emptied, not deleted: a delete turns the Session into a slow dictionary
 * object, which doubled @fastify/session's own per-request work (its two hashes read every key).
 */
export const takeLoadedUser: onRequestHookHandler = (request, _reply, done) => {
  const session = request.session as unknown as Record<string, unknown> | null;
  const loaded = session?.[LOADED_USER] as LoadedUser | undefined;
  if (loaded !== undefined) {
    session![LOADED_USER] = undefined;
    request.user = loaded.user;
  }
  done();
};
