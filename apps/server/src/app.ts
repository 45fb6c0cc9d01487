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
import { registerSecurityHeaders } from './http/security';

/** Errors Fastify raises itself (before any procedure runs), worded for the product. */
const HTTP_ERRORS: Record<number, [string, string]> = {
  400: ['BAD_REQUEST', 'JSON inválido no corpo da requisição'],
  413: ['PAYLOAD_TOO_LARGE', 'Os dados enviados são grandes demais.'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Envie os dados como JSON (Content-Type: application/json).'],
  500: ['INTERNAL_SERVER_ERROR', 'Erro interno do servidor'],
};

export interface BuildServerOptions {
  db: Kysely<Database>;
  sessionSecret: string;
  webDist?: string;
  logger?: boolean;
  trustProxy?: number | string | false;
  /** Production: the session cookie is always Secure (serve over HTTPS). */
  production?: boolean;
}

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: 'info' } : false,
    // A hop count trusts that many proxies in front of us (and no client-supplied addresses beyond).
    trustProxy:
      typeof options.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (options.trustProxy as number)
        : (options.trustProxy ?? false),
    bodyLimit: 1_048_576,
  });

  registerSecurityHeaders(app);

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    const [code, message] = HTTP_ERRORS[status] ?? ['BAD_REQUEST', 'Requisição inválida'];
    return reply.code(status).header('Cache-Control', 'no-store').send({ message, code });
  });

  await app.register(apiPlugin, {
    db: options.db,
    sessionSecret: options.sessionSecret,
    production: options.production ?? false,
  });

  const webDist = options.webDist;
  const indexHtml = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasWeb = indexHtml !== undefined && existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist!,
      wildcard: true,
      // '/' is the dashboard: serve the app, not a directory listing refusal.
      index: 'index.html',
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
    if (url.startsWith('/api') || url.startsWith('/trpc') || request.method !== 'GET' || !hasWeb) {
      return reply.code(404).header('Cache-Control', 'no-store').send({ message: 'Rota não encontrada', code: 'NOT_FOUND' });
    }
    // Client routes (and unknown ones, which the app answers with its 404 screen).
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDist!);
  });

  return app;
}
