/** Signing in and out: what the auth procedures do to the request's session (through the context). */
import type { FastifyReply, FastifyRequest } from 'fastify';

import { SESSION_COOKIE } from './session-policy';

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
