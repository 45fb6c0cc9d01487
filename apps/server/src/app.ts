/**
 * Builds the HTTP server: the API (tRPC + REST) under /api and /trpc, and the web app with a
 * fallback to index.html for client routes. Tests build it on port 0; main.ts listens.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

import type { Database, Kysely } from '@clinic/db';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

import { apiPlugin } from './http/api-plugin';
import { clientErrorHandler, frameworkErrors, registerErrorHandler, sendError } from './http/http-errors';
import { IMPORT_BODY_LIMIT } from './http/json-body';
import { registerRequestLog, requestIdOptions } from './http/request-log';
import { registerSecurityHeaders } from './http/security';
import { webAppPageSender } from './http/web-app-pages';
import { SessionCache } from './http/fast/session-cache';

export interface BuildServerOptions {
  db: Kysely<Database>;
  sessionSecret: string;
  webDist?: string;
  /** JSON log lines (one per request) to stdout, or to the given stream (tests read it). */
  logger?: boolean | { stream: { write(line: string): void } };
  trustProxy?: number | string | false;
  /** Production: HTTPS responses carry Strict-Transport-Security. */
  production?: boolean;
  /**
   * The speed layer (http/fast/README.md), on unless false (FAST_PATHS=off): false serves through
   * the official tRPC and REST adapters with a plain session read.
   */
  fastPaths?: boolean;
  /** Tests: how often the fast paths check the database's change triggers (default 30 s). */
  triggerCheckMs?: number;
  /** A request queued a background job (the Lead Ads webhook): wake the job worker. */
  onJobQueued?: () => void;
}

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const trustProxy = options.trustProxy ?? false;
  const app = Fastify({
    logger: options.logger ? { level: 'info', ...(typeof options.logger === 'object' ? options.logger : {}) } : false,
    ...requestIdOptions,
    // A hop count trusts that many proxies in front of us (and no client-supplied addresses beyond).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // The largest body any route takes; each request is held to its own limit before a byte is read
    // (json-body.ts: 1 MiB, the spreadsheet imports more).
    bodyLimit: IMPORT_BODY_LIMIT,
    // A batched tRPC call names every procedure in the path ('/trpc/a.b,c.d,…'): allow long ones.
    routerOptions: { maxParamLength: 5000 },
    // While closing, requests still arriving get our own 503 body (below), not Fastify's English one.
    return503OnClosing: false,
    // Unroutable URLs and unreadable request heads get the house error body too.
    frameworkErrors,
    clientErrorHandler,
  });

  // Shutting down: requests that arrive on open connections are refused, with nothing run.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook (no promise per request): it answers itself, without calling done, only when closing.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('Connection', 'close');
    sendError(reply, 'SERVER_CLOSING');
  });
  // Requests still running when closing starts end their connection with their answer: close()
  // shuts the connections idle at that moment only, and a kept-alive one that went idle afterwards
  // held it (and the process) until its keep-alive timeout, 72 s.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });

  registerRequestLog(app);
  registerSecurityHeaders(app, { production: options.production ?? false });
  registerErrorHandler(app);
  // The sessions read by this process (the API keeps it, tests and benches look at it).
  const sessionCache = options.fastPaths === false ? undefined : new SessionCache();
  app.decorate('sessionCache', sessionCache);
  await app.register(apiPlugin, {
    db: options.db,
    sessionSecret: options.sessionSecret,
    onJobQueued: options.onJobQueued,
    fastPaths: sessionCache ? { sessionCache, triggerCheckMs: options.triggerCheckMs } : false,
  });

  const webDist = options.webDist;
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  // The app's HTML for a client route: a first screen's own page, or index.html (web-app-pages.ts).
  const sendPage = hasWeb ? webAppPageSender(webDist) : undefined;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      // The build writes .br and .gz beside each asset; the one the browser accepts is sent.
      preCompressed: true,
      // '/' is the dashboard, answered below with its page.
      index: false,
      setHeaders(res, filePath) {
        res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    // A built file that is not there (a page from an older build asking for a chunk the new one
    // replaced) is a 404: answering the app's HTML would hand the browser a "script" it refuses.
    if (url.startsWith('/api') || url.startsWith('/trpc') || url.startsWith('/assets/') || request.method !== 'GET' || !sendPage) {
      return sendError(reply, 'ROUTE_NOT_FOUND');
    }
    // Client routes (and unknown ones, which the app answers with its 404 screen).
    return sendPage(url, reply);
  });
  // The dashboard: a route of its own (the router prefers it to the static files' wildcard).
  if (sendPage) app.get('/', (request, reply) => sendPage(request.url, reply));

  return app;
}
