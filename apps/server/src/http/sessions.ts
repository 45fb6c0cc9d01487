/**
 * Sessions (@fastify/session, stored in the database by session-store.ts) and the signed-in user
 * of each request. The cookie carries the session's id, signed; before any route runs, the store
 * reads the row (the rules applied: session-store.ts), so expired sessions and blocked users end
 * on the very next request, and a role change applies at once. A session is written only when it
 * changed (sign-in: session-sign-in.ts; its once-a-minute touch, done by the store), never on a
 * plain read. API tokens: api-token-auth.ts.
 *
 * With the fast paths on (the default: fast/README.md), the store reads the session and its user
 * in one query and keeps what it read in memory while the database's change notifications are
 * heard; with FAST_PATHS=off, the plain store answers every request and the user is read by its id.
 *
 * The choices against @fastify/session's defaults (docs/STACK-NOTES.md):
 * - `saveUninitialized: false`: anonymous requests write no row and get no cookie.
 * - `rolling: false`: the cookie is set at sign-in only (a new id each time, by regenerate()), with
 *   Expires at the absolute limit (12 hours); a rolling save would write the row and send the
 *   cookie on every request. Idle time (60 minutes) is tracked in the row, which the store touches.
 * - `secure: 'auto'`: Secure whenever the request came over HTTPS, directly or through a trusted
 *   proxy (X-Forwarded-Proto with TRUST_PROXY). Always-Secure would set no cookie at all over plain
 *   HTTP, so nobody could sign in; main.ts warns when production runs without HTTPS in front.
 * - a cookie naming no live session (forged, unknown, ended, its user blocked) is cleared by
 *   @fastify/session itself (the store answers null, the new empty session has another id);
 *   destroy() does not clear the cookie, so signOut() does.
 */
import { type Database, type Kysely, type UserRow, findUserById } from '@clinic/db';
import fastifyCookie, { Signer } from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';

import { registerApiTokenAuth } from './api-token-auth';
import { type FastPathsOptions, fastSessions } from './fast/fast-sessions';
import { ABSOLUTE_TIMEOUT_MS, SESSION_COOKIE } from './session-policy';
import { createDatabaseSessionStore } from './session-store';

declare module 'fastify' {
  /** What a session holds (and its row stores): nothing else, and never the user row. */
  interface Session {
    userId?: number;
    signedInAt?: number;
    lastSeenAt?: number;
  }
  interface FastifyRequest {
    /** The signed-in, active user of this request (from its session or its API token), or null. */
    user: UserRow | null;
    /** The name of the API token the request authenticated with, if any. */
    apiTokenName: string | undefined;
  }
}

export interface SessionOptions {
  db: Kysely<Database>;
  sessionSecret: string;
  /** The fast paths (fast/README.md); false or absent: every request reads its session and user. */
  fastPaths?: FastPathsOptions | false;
}

/** FAST_PATHS=off: the user of the session, read by its id after the store's read. */
function readSessionUser(db: Kysely<Database>): onRequestHookHandler {
  return async (request) => {
    const userId = request.session?.userId;
    if (userId === undefined) return;
    const user = await findUserById(db, userId);
    // Blocked between the two reads: not signed in (the store ends the session at the next request).
    request.user = user?.isActive ? user : null;
  };
}

export async function registerSessions(app: FastifyInstance, options: SessionOptions): Promise<void> {
  const { db, fastPaths } = options;
  if (options.sessionSecret.length < 32) throw new Error('the session secret must have 32 or more characters');
  await app.register(fastifyCookie);
  app.decorateRequest('user', null);
  app.decorateRequest('apiTokenName', undefined);
  // Before @fastify/session's own hook: a token request's session cookie is not read.
  registerApiTokenAuth(app, db);

  // The cookie format '<id>.<HMAC-SHA256, base64>' (@fastify/cookie's Signer), as always.
  const signer = new Signer(options.sessionSecret, 'sha256');
  const fast = fastPaths ? fastSessions(app, db, signer, fastPaths) : undefined;
  await app.register(fastifySession, {
    secret: fast?.signer ?? signer,
    cookieName: SESSION_COOKIE,
    store: fast?.store ?? createDatabaseSessionStore(db),
    saveUninitialized: false,
    rolling: false,
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: ABSOLUTE_TIMEOUT_MS },
  });
  // Right after @fastify/session's onRequest hook, before any route code: request.user.
  app.addHook('onRequest', fast?.takeLoadedUser ?? readSessionUser(db));
}
