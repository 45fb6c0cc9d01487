/**
 * Everything under /api and /trpc, one plugin a job: JSON bodies, the CSRF rule, sessions and the
 * signed-in user, avatars, the OpenAPI document and docs, and the two tRPC adapters.
 */
import type { Database, Kysely } from '@clinic/db';
import type { FastifyInstance } from 'fastify';

import { registerJsonBody } from './json-body';
import { registerOpenApiDocs } from './openapi-docs';
import { registerCsrfGuard } from './security';
import type { SessionCache } from './session-cache';
import { registerSessions } from './sessions';
import { registerTrpcAdapters } from './trpc-adapters';
import { registerUserPhotoRoute } from './user-photo-route';

export interface ApiPluginOptions {
  db: Kysely<Database>;
  sessionSecret: string;
  sessionCache: SessionCache;
  /** false: every /trpc request through tRPC's own handler (tests compare both). Default true. */
  trpcFastPath?: boolean;
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
  await registerTrpcAdapters(app, options.db, { trpcFastPath: options.trpcFastPath });
}
