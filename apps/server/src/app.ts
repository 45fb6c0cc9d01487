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

export interface BuildServerOptions {
  db: Kysely<Database>;
  sessionSecret: string;
  webDist?: string;
  logger?: boolean;
  trustProxy?: boolean;
}

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: 'info' } : false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1_048_576,
  });

  registerSecurityHeaders(app);

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    return reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .send({
        message: status === 500 ? 'Erro interno do servidor' : error.message,
        code: status === 500 ? 'INTERNAL_SERVER_ERROR' : status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST',
      });
  });

  await app.register(apiPlugin, {
    db: options.db,
    sessionSecret: options.sessionSecret,
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
