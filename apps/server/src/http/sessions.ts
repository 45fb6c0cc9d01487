/**
 * Sessions in the database and the signed-in user of each request. The cookie carries the
 * session's id, signed; the row and its user are read in one query before any route runs, so
 * expired sessions and blocked users end here, on the very next request. A session is written
 * back only when it changed (sign-in, its once-a-minute touch), never on a plain read.
 */
import { authenticateApiToken } from '@clinic/api';
import type { Database, Kysely, UserRow } from '@clinic/db';
import fastifyCookie, { Signer } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { sendError } from './http-errors';
import { ABSOLUTE_TIMEOUT_MS, judgeSession } from './session-policy';
import { type SessionData, type SessionStore, createDatabaseSessionStore, newSessionId } from './session-store';

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession;
    user: UserRow | null;
    /** The name of the API token the request authenticated with, if any. */
    apiTokenName: string | undefined;
  }
}

export const SESSION_COOKIE = 'clinica.sid';

/** The session of one request: what it came with, and what the response must do about it. */
export class RequestSession {
  /** Write the row when the response goes out (new sign-in, touch). */
  private changed = false;
  /** A new id was given: the response sets the cookie. */
  private renewed = false;
  /** The cookie names no live session any more (ended here, or before): the response clears it. */
  private clearCookie: boolean;

  constructor(
    private readonly store: SessionStore,
    /** The live session's id; undefined when the request has none. */
    private sid: string | undefined,
    private data: SessionData,
    /** The request came with a session cookie. */
    hadCookie: boolean,
  ) {
    this.clearCookie = hadCookie && sid === undefined;
  }

  get userId(): number | undefined {
    return this.data.userId;
  }
  get signedInAt(): number | undefined {
    return this.data.signedInAt;
  }
  get lastSeenAt(): number | undefined {
    return this.data.lastSeenAt;
  }

  /** A new session (new id) for this user; any session the request had ends first. */
  async signIn(userId: number, at: number): Promise<void> {
    if (this.sid) await this.store.destroy(this.sid);
    this.sid = newSessionId();
    this.data = { userId, signedInAt: at, lastSeenAt: at };
    this.changed = true;
    this.renewed = true;
    this.clearCookie = false;
  }

  /** Records activity (written when the response goes out). */
  touch(at: number): void {
    this.data = { ...this.data, lastSeenAt: at };
    this.changed = true;
  }

  /** Ends the session on the server now; the response clears the cookie. */
  async destroy(): Promise<void> {
    const sid = this.sid;
    this.sid = undefined;
    this.data = {};
    this.changed = false;
    this.renewed = false;
    this.clearCookie = true;
    if (sid) await this.store.destroy(sid);
  }

  /** Before the response goes out: the row written if it changed, the cookie set or cleared. */
  async commit(reply: FastifyReply, signer: Signer, secure: boolean): Promise<void> {
    if (this.changed && this.sid) {
      await this.store.save(this.sid, this.data, new Date());
      this.changed = false;
    }
    if (this.renewed && this.sid) {
      reply.setCookie(SESSION_COOKIE, signer.sign(this.sid), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        // Secure whenever the request came over HTTPS, directly or through a trusted proxy
        // (X-Forwarded-Proto with TRUST_PROXY). Always-Secure would set no cookie at all over plain
        // HTTP, so nobody could sign in; main.ts warns when production runs without HTTPS in front.
        secure,
        expires: new Date(Date.now() + ABSOLUTE_TIMEOUT_MS),
      });
      this.renewed = false;
    } else if (this.clearCookie) {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      this.clearCookie = false;
    }
  }

  /** Whether the response has anything to do (most requests: nothing). */
  get pending(): boolean {
    return this.changed || this.renewed || this.clearCookie;
  }
}

export async function registerSessions(
  app: FastifyInstance,
  options: { db: Kysely<Database>; sessionSecret: string },
): Promise<void> {
  const { db } = options;
  if (options.sessionSecret.length < 32) throw new Error('the session secret must have 32 or more characters');
  const store = createDatabaseSessionStore(db);
  // The cookie format @fastify/session wrote ('<id>.<HMAC-SHA256, base64>'), so sessions made before still work.
  const signer = new Signer(options.sessionSecret, 'sha256');
  const sessionIdOf = verifier(signer);
  await app.register(fastifyCookie);

  app.decorateRequest('session', null as unknown as RequestSession);
  app.decorateRequest('user', null);
  app.decorateRequest('apiTokenName', undefined);
  app.addHook('preHandler', async (request, reply) => {
    // Webhook tools: `Authorization: Bearer <token>` acts as the token's user, with that user's role.
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (bearer) {
      request.session = new RequestSession(store, undefined, {}, false);
      const found = await authenticateApiToken(db, bearer[1]!, new Date());
      if (!found) return sendError(reply, 'INVALID_API_TOKEN');
      request.user = found.user;
      request.apiTokenName = found.tokenName;
      return;
    }
    await loadSession(request, store, sessionIdOf);
  });
  app.addHook('onSend', (request, reply, _payload, done) => {
    const session = request.session;
    if (!session?.pending) return done();
    session.commit(reply, signer, request.protocol === 'https').then(() => done(), done);
  });
}

/**
 * Cookie values whose signature was checked, and their session id: an HMAC per request was 2% of a
 * short read's time. Only correctly signed values are kept (the same answer unsign gives every
 * time); whether the session still lives is asked of the database on every request regardless.
 */
const VERIFIED_MAX = 10_000;

function verifier(signer: Signer): (cookie: string) => string | undefined {
  const verified = new Map<string, string>();
  return (cookie) => {
    const known = verified.get(cookie);
    if (known !== undefined) return known;
    const unsigned = signer.unsign(cookie);
    if (!unsigned.valid || unsigned.value === null) return undefined;
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(cookie, unsigned.value);
    return unsigned.value;
  };
}

/** The request's session and signed-in user, from its cookie. */
async function loadSession(request: FastifyRequest, store: SessionStore, sessionIdOf: (cookie: string) => string | undefined): Promise<void> {
  const cookie = request.cookies[SESSION_COOKIE];
  const sid = cookie ? sessionIdOf(cookie) : undefined;
  const nowMs = Date.now();
  const row = sid !== undefined ? await store.load(sid, new Date(nowMs)) : undefined;
  const session = new RequestSession(store, row && sid, row?.data ?? {}, cookie !== undefined);
  request.session = session;
  if (!row) return;
  const verdict = judgeSession(row.data, nowMs);
  if (verdict === 'anonymous') return;
  const user = verdict === 'expired' ? undefined : row.user;
  if (!user || !user.isActive) {
    await session.destroy();
    return;
  }
  if (verdict === 'touch') session.touch(nowMs);
  request.user = user;
}
