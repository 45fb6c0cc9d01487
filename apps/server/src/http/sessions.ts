/**
 * Sessions (@fastify/session, stored in the database by session-store.ts) and the signed-in user
 * of each request. The cookie carries the session's id, signed; before any route runs, the store
 * reads the row and its user in one query, or takes them from the memory of sessions this process
 * read (session-cache.ts: only while the database's change notifications are heard, and forgotten
 * as soon as one names the user), so expired sessions and blocked users end on the very next
 * request, and a role change applies at once. A session is written only when
 * it changed (sign-in; its once-a-minute touch, done by the store), never on a plain read.
 *
 * The choices against @fastify/session's defaults (STACK-NOTES):
 * - `saveUninitialized: false`: anonymous requests write no row and get no cookie.
 * - `rolling: false`: the cookie is set at sign-in only (a new id each time, by regenerate()), with
 *   Expires at the absolute limit (12 hours); a rolling save would write the row and send the
 *   cookie on every request. Idle time (60 minutes) is tracked in the row, which the store touches.
 * - `secure: 'auto'`: Secure whenever the request came over HTTPS, directly or through a trusted
 *   proxy (X-Forwarded-Proto with TRUST_PROXY). Always-Secure would set no cookie at all over plain
 *   HTTP, so nobody could sign in; main.ts warns when production runs without HTTPS in front.
 * - a cookie naming no live session (forged, unknown, ended, its user blocked) is cleared by
 *   @fastify/session itself (the store answers null, the new empty session has another id);
 *   destroy() does not clear the cookie, so signOut() below does.
 */
import { authenticateApiToken } from '@clinic/api';
import { type Database, type Kysely, type UserRow, listenForAuthChanges, sendAuthHeartbeat } from '@clinic/db';
import fastifyCookie, { Signer } from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { requestAuthorization } from './authorization';
import { sendError } from './http-errors';
import type { SessionCache } from './session-cache';
import { ABSOLUTE_TIMEOUT_MS } from './session-policy';
import { LOADED_USER, type LoadedUser, createDatabaseSessionStore } from './session-store';

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
  interface FastifyInstance {
    /** The sessions this process keeps in memory (session-cache.ts). */
    sessionCache: SessionCache;
  }
}

export const SESSION_COOKIE = 'clinica.sid';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function registerSessions(
  app: FastifyInstance,
  options: { db: Kysely<Database>; sessionSecret: string; sessionCache: SessionCache },
): Promise<void> {
  const { db, sessionCache: cache } = options;
  if (options.sessionSecret.length < 32) throw new Error('the session secret must have 32 or more characters');
  await app.register(fastifyCookie);

  hearAuthChanges(app, db, cache);
  // A mutation through this process may have blocked a user, changed a role or ended sessions: all
  // kept sessions are forgotten before its response goes out (its transaction has committed), so
  // the next request reads the database whenever the notification arrives.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READS.has(request.method)) cache.forgetAll();
    done(null, payload);
  });

  // A token request is the token's user's, whatever cookie it also carries: its session cookie is
  // not read (no session query, no touch), as API tokens never had a session. A malformed Bearer
  // header is refused here, before its cookie could sign it in (authorization.ts).
  app.addHook('onRequest', (request, reply, done) => {
    const authorization = requestAuthorization(request);
    if (authorization.kind === 'malformed') return void sendError(reply, 'INVALID_API_TOKEN');
    if (authorization.kind === 'token' && request.cookies[SESSION_COOKIE] !== undefined) {
      delete request.cookies[SESSION_COOKIE];
    }
    done();
  });

  await app.register(fastifySession, {
    // The cookie format '<id>.<HMAC-SHA256, base64>' (@fastify/cookie's Signer), as always.
    secret: memoizedSigner(new Signer(options.sessionSecret, 'sha256')),
    cookieName: SESSION_COOKIE,
    store: createDatabaseSessionStore(db, cache),
    saveUninitialized: false,
    rolling: false,
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: ABSOLUTE_TIMEOUT_MS },
  });

  app.decorateRequest('user', null);
  app.decorateRequest('apiTokenName', undefined);
  // Right after @fastify/session's onRequest hook: the user the store read with the session moves
  // from the session (see LOADED_USER in session-store.ts) to request.user, before any route code.
  // The key is emptied, not deleted: a delete turns the Session into a slow dictionary object,
  // which doubled @fastify/session's own per-request work (its two hashes read every key).
  app.addHook('onRequest', (request, _reply, done) => {
    const session = request.session as unknown as Record<string, unknown> | null;
    const loaded = session?.[LOADED_USER] as LoadedUser | undefined;
    if (loaded !== undefined) {
      session![LOADED_USER] = undefined;
      request.user = loaded.user;
    }
    done();
  });
  // Webhook tools: `Authorization: Bearer <token>` acts as the token's user, with that user's role.
  // A callback hook: only requests with a token wait for anything (an async hook costs a promise each).
  app.addHook('preHandler', (request, reply, done) => {
    const authorization = requestAuthorization(request);
    if (authorization.kind !== 'token') return done();
    authenticateApiToken(db, authorization.token, new Date()).then((found) => {
      if (!found) {
        sendError(reply, 'INVALID_API_TOKEN');
        return;
      }
      request.user = found.user;
      request.apiTokenName = found.tokenName;
      done();
    }, done);
  });
}

/**
 * Listens to the database's changes of users and sessions from the moment the server is ready
 * until it closes; while it does not (not yet, lost, a database that cannot tell), the cache is
 * off and every request reads its session. A lost listener is tried again, less and less often.
 * While listening, a heartbeat goes through the channel every HEARTBEAT_MS (the cache answers only
 * while it hears them), and checks that the triggers are still in place and enabled.
 */
const HEARTBEAT_MS = 1_000;

function hearAuthChanges(app: FastifyInstance, db: Kysely<Database>, cache: SessionCache): void {
  let stop: (() => Promise<void>) | undefined;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let delayMs = 1_000;
  let attempt = 0;
  let warned = false;
  const warn = (error: unknown, message = 'Sessões lidas do banco a cada requisição: sem aviso de mudanças do banco de dados') => {
    if (warned) return;
    warned = true;
    app.log.warn({ err: error }, message);
  };
  const tryAgain = () => {
    if (closing) return;
    clearTimeout(retry);
    retry = setTimeout(() => void listen(), delayMs);
    retry.unref();
    delayMs = Math.min(delayMs * 2, 30_000);
  };
  /** This attempt's listener is gone (lost, or the triggers are): nothing kept is trusted. */
  const drop = (error: unknown) => {
    attempt++;
    clearInterval(heartbeat);
    cache.deaf();
    void stop?.();
    stop = undefined;
    warn(error);
    tryAgain();
  };
  const beat = (payload: string) =>
    sendAuthHeartbeat(db, payload).then(
      (triggersInPlace) => {
        if (!triggersInPlace && stop) drop(new Error('the triggers that announce changes are missing or disabled'));
      },
      () => {}, // the database is unreachable: unheard, the cache stops answering by itself
    );
  const listen = async () => {
    const mine = ++attempt;
    try {
      const stopListening = await listenForAuthChanges(
        db,
        (payload) => cache.heard(payload),
        (error) => {
          if (mine === attempt) drop(error);
        },
      );
      if (!stopListening) {
        // This database cannot tell (triggers missing or disabled): the cache stays off; asked again later.
        warn(undefined, 'Sessões lidas do banco a cada requisição: o banco de dados não anuncia mudanças (gatilhos ausentes ou desativados)');
        return tryAgain();
      }
      // Closing, or lost while starting: this listener is not the current one.
      if (closing || mine !== attempt) return void (await stopListening());
      stop = stopListening;
      delayMs = 1_000;
      if (warned) app.log.info('Sessões: avisos de mudanças do banco de dados ouvidos de novo');
      warned = false;
      cache.listening();
      const id = `h${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
      let n = 0;
      void beat(`${id}-${n++}`);
      heartbeat = setInterval(() => void beat(`${id}-${n++}`), HEARTBEAT_MS);
      heartbeat.unref();
    } catch (error) {
      warn(error);
      tryAgain();
    }
  };
  app.addHook('onReady', listen);
  app.addHook('onClose', async () => {
    closing = true;
    attempt++;
    clearTimeout(retry);
    clearInterval(heartbeat);
    cache.deaf();
    await stop?.();
  });
}

/** A new session (a new id; the one the request had, if any, is destroyed) for this user. */
export async function signIn(request: FastifyRequest, userId: number, at: number): Promise<void> {
  await request.session.regenerate();
  // regenerate() put a new Session on the request; saved (row and cookie) when the response goes out.
  const session = request.session;
  session.userId = userId;
  session.signedInAt = at;
  session.lastSeenAt = at;
}

/** Ends the request's session on the server now, and clears its cookie. */
export async function signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  // null: already destroyed during this request.
  if (request.session) await request.session.destroy();
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * Cookie values whose signature was checked, and their session id: an HMAC per request was 2% of a
 * short read's time, and @fastify/session asks for two (unsign the cookie, then sign the id again
 * for its Session). Only correctly signed values are kept, i.e. the same answer the signer gives
 * every time (with one secret, sign(id) is exactly the cookie that verified); whether the session
 * still lives is decided by the store on every request regardless.
 */
const VERIFIED_MAX = 10_000;

function memoizedSigner(signer: Signer): { sign(value: string): string; unsign(input: string): { valid: boolean; renew: boolean; value: string | null } } {
  const idOf = new Map<string, string>();
  const cookieOf = new Map<string, string>();
  return {
    sign: (value) => cookieOf.get(value) ?? signer.sign(value),
    unsign(input) {
      const known = idOf.get(input);
      if (known !== undefined) return { valid: true, renew: false, value: known };
      const result = signer.unsign(input);
      if (result.valid && result.value !== null) {
        if (idOf.size >= VERIFIED_MAX) {
          idOf.clear();
          cookieOf.clear();
        }
        idOf.set(input, result.value);
        cookieOf.set(result.value, input);
      }
      return result;
    },
  };
}
