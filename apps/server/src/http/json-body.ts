/**
 * The JSON body parser for the whole server: an empty body is `{}` (logout, convert: body-less
 * POST/PATCH), bad JSON and absurdly deep JSON are 400 before any adapter sees them.
 */
import { Transform } from 'node:stream';

import { AppError } from '@clinic/api';
import { LEAD_IMPORT_MAX_ROWS, LEAD_LIMITS } from '@clinic/domain';
import type { FastifyInstance } from 'fastify';

import { sendError } from './http-errors';
import { jsonDepthExceeds } from './json-depth';

/** Most bytes a request body may have (1 MiB), except the spreadsheet imports below. */
const ISO_DATE_LENGTH = 10;
/** `{"name":"","whatsapp":"","origin":"","date":""},` and a little room. */
const ROW_JSON_OVERHEAD = 64;

export const BODY_LIMIT = 1_048_576;

/**
 * The imports promise LEAD_IMPORT_MAX_ROWS rows with every field at its longest (a row's JSON:
 * its texts at up to 3 bytes a character in UTF-8, plus keys and punctuation): ~11 MB. At 1 MiB,
 * 5,000 rows were refused once names reached about 80 characters (#20).
 */
export const IMPORT_BODY_LIMIT =
  LEAD_IMPORT_MAX_ROWS * ((LEAD_LIMITS.name + LEAD_LIMITS.whatsapp + LEAD_LIMITS.origin + ISO_DATE_LENGTH) * 3 + ROW_JSON_OVERHEAD);

/** The requests that carry a whole spreadsheet: REST paths and tRPC procedures (alone or batched together). */
const IMPORT_PATHS = new Set(['/api/leads/import', '/api/leads/import/check']);
const IMPORT_PROCEDURES = new Set(['leads.import', 'leads.checkImport']);

export function bodyLimitFor(url: string): number {
  const path = url.split('?', 1)[0]!;
  if (IMPORT_PATHS.has(path)) return IMPORT_BODY_LIMIT;
  if (path.startsWith('/trpc/') && path.slice('/trpc/'.length).split(',').every((name) => IMPORT_PROCEDURES.has(name))) {
    return IMPORT_BODY_LIMIT;
  }
  return BODY_LIMIT;
}

const tooLarge = () => Object.assign(new Error('Body is too large'), { statusCode: 413 });

export function registerJsonBody(app: FastifyInstance): void {
  // The parser reads up to the largest limit; each request is held to its own here, before a byte
  // is read: by its Content-Length, or by counting a chunked body as it arrives.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const limit = bodyLimitFor(request.url);
    if (limit === IMPORT_BODY_LIMIT) return done(null, payload);
    const length = Number(request.headers['content-length']);
    if (length > limit) return done(tooLarge());
    if (request.headers['content-length'] !== undefined) return done(null, payload);
    let received = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        received += chunk.length;
        next(received > limit ? tooLarge() : null, chunk);
      },
    });
    payload.on('error', (error) => counted.destroy(error));
    done(null, payload.pipe(counted));
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT }, (_req, body, done) => {
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
