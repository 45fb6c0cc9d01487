/**
 * Everything under /api and /trpc, one plugin a job: JSON bodies, the CSRF rule, sessions and the
 * signed-in user, avatars, the OpenAPI document and docs, and the two tRPC adapters.
 */
import type { Database, Kysely } from '@clinic/db';
import type { FastifyInstance } from 'fastify';

import type { FastPathsOptions } from './fast/fast-sessions';
import { registerJsonBody } from './json-body';
import { registerOpenApiDocs } from './openapi-docs';
import { registerCsrfGuard } from './security';
import { registerSessions } from './sessions';
import { registerTrpcAdapters } from './trpc-adapters';
import { registerUserPhotoRoute } from './user-photo-route';

export interface ApiPluginOptions {
  db: Kysely<Database>;
  sessionSecret: string;
  /**
   * The speed layer (fast/README.md): direct tRPC and REST routes, the memory of sessions, the
   * memoized signer. false: the official adapters and a plain session read (the reference).
   */
  fastPaths: FastPathsOptions | false;
}

export async function apiPlugin(app: FastifyInstance, options: ApiPluginOptions): Promise<void> {
  registerJsonBody(app);
  registerCsrfGuard(app);
  await registerSessions(app, options);
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    done();
  });
  registerUserPhotoRoute(app, options.db);
  registerOpenApiDocs(app);
  await registerTrpcAdapters(app, options.db, { fastPaths: options.fastPaths !== false });
}
