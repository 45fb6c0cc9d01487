/**
 * Sessions in the database and the signed-in user of each request. Expired sessions and blocked
 * users end here, once per request, before any route runs.
 */
import { type Database, type Kysely, type UserRow, findUserById } from '@clinic/db';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance } from 'fastify';

import { ABSOLUTE_TIMEOUT_MS, judgeSession } from './session-policy';
import { createDatabaseSessionStore } from './session-store';

declare module 'fastify' {
  interface Session {
    userId?: number;
    signedInAt?: number;
    lastSeenAt?: number;
  }
  interface FastifyRequest {
    user: UserRow | null;
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
  app.addHook('preHandler', async (request) => {
    const session = request.session;
    const now = Date.now();
    const verdict = judgeSession(session, now);
    if (verdict === 'anonymous') return;
    const user = verdict === 'expired' ? undefined : await findUserById(db, session.userId!);
    if (!user || !user.isActive) {
      await session.destroy();
      return;
    }
    if (verdict === 'touch') session.lastSeenAt = now;
    request.user = user;
  });
}
