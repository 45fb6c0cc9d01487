/**
 * Sessions in the database and the signed-in user of each request. Expired sessions and blocked
 * users end here, once per request, before any route runs.
 */
import { authenticateApiToken } from '@clinic/api';
import { type Database, type Kysely, type UserRow, findUserById } from '@clinic/db';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance } from 'fastify';

import { sendError } from './http-errors';
import { ABSOLUTE_TIMEOUT_MS, judgeSession } from './session-policy';
import { createDatabaseSessionStore } from './session-store';

declare module 'fastify' {
  interface Session {
    userId?: number;
    signedInAt?: number;
    lastSeenAt?: number;
    /** The session's user as read with it by the store (this request only; null: gone). */
    loadedUser?: UserRow | null;
  }
  interface FastifyRequest {
    user: UserRow | null;
    /** The name of the API token the request authenticated with, if any. */
    apiTokenName: string | undefined;
  }
}

export const SESSION_COOKIE = 'clinica.sid';

export async function registerSessions(
  app: FastifyInstance,
  options: { db: Kysely<Database>; sessionSecret: string },
): Promise<void> {
  const { db } = options;
  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: options.sessionSecret,
    cookieName: SESSION_COOKIE,
    store: createDatabaseSessionStore(db),
    saveUninitialized: false,
    rolling: false,
    cookie: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      // Secure whenever the request came over HTTPS, directly or through a trusted proxy
      // (X-Forwarded-Proto with TRUST_PROXY). Always-Secure would set no cookie at all over plain
      // HTTP, so nobody could sign in; main.ts warns when production runs without HTTPS in front.
      secure: 'auto',
      maxAge: ABSOLUTE_TIMEOUT_MS,
    },
  });

  app.decorateRequest('user', null);
  app.decorateRequest('apiTokenName', undefined);
  app.addHook('preHandler', async (request, reply) => {
    // Webhook tools: `Authorization: Bearer <token>` acts as the token's user, with that user's role.
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (bearer) {
      const found = await authenticateApiToken(db, bearer[1]!, new Date());
      if (!found) return sendError(reply, 'INVALID_API_TOKEN');
      request.user = found.user;
      request.apiTokenName = found.tokenName;
      return;
    }
    const session = request.session;
    const now = Date.now();
    const verdict = judgeSession(session, now);
    if (verdict === 'anonymous') return;
    // The store read the user with the session (one query); a session made during this request has none yet.
    const user =
      verdict === 'expired'
        ? undefined
        : session.loadedUser !== undefined
          ? (session.loadedUser ?? undefined)
          : await findUserById(db, session.userId!);
    if (!user || !user.isActive) {
      await session.destroy();
      return;
    }
    if (verdict === 'touch') session.lastSeenAt = now;
    request.user = user;
  });
}
