/**
 * One JSON line per request, written when the answer has gone out: request id (also sent back as
 * X-Request-Id), method, path without its query string, status, time, and the signed-in user's id.
 * Nothing personal: no bodies, no query strings (searches carry names, phones and CPFs), no headers.
 */
import { randomUUID } from 'node:crypto';

import { type FastifyInstance, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

/** An id a proxy in front of us may have given the request: kept when it looks like one. */
const INCOMING_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/** Fastify options: the id of each request (the proxy's when sane, else a fresh UUID), no built-in request lines. */
export const requestIdOptions = {
  requestIdHeader: false,
  // Fastify's own request lines carry the URL with its query string: ours replace them (errors are
  // logged by the error handlers).
  logController: new LogController({ disableRequestLogging: true }),
  genReqId(request) {
    const incoming = request.headers[REQUEST_ID_HEADER];
    return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  },
} satisfies Partial<FastifyServerOptions>;

/** The path as the client sent it (the REST adapter later rewrites the raw URL without '/api'). */
const requestPaths = new WeakMap<FastifyRequest, string>();

/** A patient link's token is a credential (only its SHA-256 is stored): it never reaches the log. */
const PATIENT_TOKEN_IN_PATH = /^(\/p\/|\/api\/public\/)[^/]+/;
export const loggedPath = (url: string) => url.split('?', 1)[0]!.replace(PATIENT_TOKEN_IN_PATH, '$1:token');

export function registerRequestLog(app: FastifyInstance): void {
  // Callback hooks: nothing here waits, and an async hook costs a promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    requestPaths.set(request, loggedPath(request.url));
    reply.header('X-Request-Id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    // request.log already carries the request id (reqId).
    const line = {
      method: request.method,
      path: requestPaths.get(request) ?? loggedPath(request.url),
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      userId: request.user?.id ?? null,
    };
    if (status >= 500) request.log.error(line, 'request');
    else request.log.info(line, 'request');
    done();
  });
}
