/**
 * The session store with memory (session-cache.ts): sessions that need nothing are answered from
 * the cache while it is live; everything else is read as the plain store reads it (loadSession in
 * ../session-store.ts, the rules applied in one query), and the user read with the session rides
 * to the request on the side channel (loaded-user.ts). Writes and ends go to the plain store, each
 * forgetting the session first. Replaces: the plain store (FAST_PATHS=off).
 */
import type { Database, Kysely } from '@clinic/db';
import type { SessionStore } from '@fastify/session';
import type { Session } from 'fastify';

import { createDatabaseSessionStore, loadSession } from '../session-store';
import { LOADED_USER, LoadedUser, type SessionWithUser } from './loaded-user';
import type { SessionCache } from './session-cache';

export function createCachedSessionStore(db: Kysely<Database>, cache: SessionCache): SessionStore {
  const plain = createDatabaseSessionStore(db);
  return {
    get(sid, callback) {
      const now = Date.now();
      const kept = cache.lookup(sid, now);
      if (kept) {
        // A new object each time: @fastify/session copies it onto the request's Session.
        const session: SessionWithUser = { ...kept.times, [LOADED_USER]: new LoadedUser(kept.user) };
        return callback(null, session as Session);
      }
      const ticket = cache.ticket();
      loadSession(db, sid, now).then(
        (session) => {
          if (!session) return callback(null, null);
          const { times, user } = session;
          if (!user) return callback(null, { ...times } as Session);
          cache.keep(sid, ticket, times, user);
          const answer: SessionWithUser = { ...times, [LOADED_USER]: new LoadedUser(user) };
          callback(null, answer as Session);
        },
        (error: unknown) => callback(error),
      );
    },
    set(sid, session, callback) {
      cache.forgetSession(sid); // whatever it was, it is being written anew
      plain.set(sid, session, callback);
    },
    destroy(sid, callback) {
      cache.forgetSession(sid);
      plain.destroy(sid, (error) => {
        cache.forgetSession(sid); // and again: a read that raced the delete kept nothing
        callback(error);
      });
    },
  };
}
