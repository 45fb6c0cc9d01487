/**
 * Webhook tools: `Authorization: Bearer <token>` acts as the token's user, with that user's role.
 * A token request is the token's user's, whatever cookie it also carries: its session cookie is
 * not read (no session query, no touch), as API tokens never had a session. A malformed Bearer
 * header is refused before its cookie could sign it in (authorization.ts).
 */
import { authenticateApiToken } from '@clinic/api';
import type { Database, Kysely } from '@clinic/db';
import type { FastifyInstance } from 'fastify';

import { requestAuthorization } from './authorization';
import { sendError } from './http-errors';
import { SESSION_COOKIE } from './session-policy';

/** Call before @fastify/session is registered: its onRequest hook must run first. */
export function registerApiTokenAuth(app: FastifyInstance, db: Kysely<Database>): void {
  app.addHook('onRequest', (request, reply, done) => {
    const authorization = requestAuthorization(request);
    if (authorization.kind === 'malformed') return void sendError(reply, 'INVALID_API_TOKEN');
    if (authorization.kind === 'token' && request.cookies[SESSION_COOKIE] !== undefined) {
      delete request.cookies[SESSION_COOKIE];
    }
    done();
  });
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
