/**
 * The session side of the speed layer, put together for sessions.ts: the memory of sessions read
 * (session-cache.ts) with its listener (auth-listener.ts) and its store (cached-store.ts), the
 * user handed over with the session (loaded-user.ts) and the memoized cookie signer
 * (signer-cache.ts). With FAST_PATHS=off none of this is registered.
 */
import type { Database, Kysely } from '@clinic/db';
import type { Signer } from '@fastify/cookie';
import type { SessionStore } from '@fastify/session';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';

import { hearAuthChanges } from './auth-listener';
import { createCachedSessionStore } from './cached-store';
import { takeLoadedUser } from './loaded-user';
import type { SessionCache } from './session-cache';
import { type SignerLike, memoizedSigner } from './signer-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sessions this process keeps in memory (session-cache.ts); undefined with FAST_PATHS=off. */
    sessionCache: SessionCache | undefined;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The fast paths on: the memory of sessions this server keeps (app.ts makes it). */
export interface FastPathsOptions {
  sessionCache: SessionCache;
  /** How often the listener checks the change triggers (default 30 s; tests shorten it). */
  triggerCheckMs?: number;
}

export interface FastSessions {
  store: SessionStore;
  signer: SignerLike;
  /** The onRequest hook to add right after @fastify/session's. */
  takeLoadedUser: onRequestHookHandler;
}

export function fastSessions(
  app: FastifyInstance,
  db: Kysely<Database>,
  signer: Signer,
  options: FastPathsOptions,
): FastSessions {
  const cache = options.sessionCache;
  hearAuthChanges(app, db, cache, { triggerCheckMs: options.triggerCheckMs });
  // A mutation through this process may have blocked a user, changed a role or ended sessions: all
  // kept sessions are forgotten before its response goes out (its transaction has committed), so
  // the next request reads the database whenever the notification arrives.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READS.has(request.method)) cache.forgetAll();
    done(null, payload);
  });
  return { store: createCachedSessionStore(db, cache), signer: memoizedSigner(signer), takeLoadedUser };
}
