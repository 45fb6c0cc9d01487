/**
 * The JSON body parser for the whole server: an empty body is `{}` (logout, convert: body-less
 * POST/PATCH), bad JSON and absurdly deep JSON are 400 before any adapter sees them.
 */
import { AppError } from '@clinic/api';
import type { FastifyInstance } from 'fastify';

import { sendError } from './http-errors';
import { jsonDepthExceeds } from './json-depth';

export const BODY_LIMIT = 1_048_576;

export function registerJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    if (jsonDepthExceeds(text)) return done(new AppError('JSON_TOO_DEEP'), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('INVALID_JSON'), undefined);
    }
  });
  // The tRPC plugin reads its own JSON (the body as text, or `?input=` on queries): same limit there.
  app.addHook('preValidation', async (request, reply) => {
    const { body, query } = request as { body?: unknown; query?: { input?: unknown } };
    const texts = [body, query?.input].filter((value): value is string => typeof value === 'string');
    if (texts.some((text) => jsonDepthExceeds(text))) return sendError(reply, 'JSON_TOO_DEEP');
  });
}
