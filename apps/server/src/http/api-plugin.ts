/**
 * Everything under /api and /trpc, one plugin a job: compression, JSON bodies, the CSRF rule, sessions and the
 * signed-in user, avatars, the OpenAPI document and docs, and the two tRPC adapters.
 */
import type { Database, Kysely } from '@clinic/db';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

import type { FastPathsOptions } from './fast/fast-sessions';
import { registerJsonBody } from './json-body';
import { registerLeadAdsWebhookRoute } from './lead-ads-webhook-route';
import { registerOpenApiDocs } from './openapi-docs';
import { registerCsrfGuard } from './security';
import { registerSessions } from './sessions';
import { registerTrpcAdapters } from './trpc-adapters';
import { registerUserPhotoRoute } from './user-photo-route';
import { registerWhatsappWebhookRoute } from './whatsapp-webhook-route';

export interface ApiPluginOptions {
  db: Kysely<Database>;
  sessionSecret: string;
  /**
   * The speed layer (fast/README.md): direct tRPC and REST routes, the memory of sessions, the
   * memoized signer. false: the official adapters and a plain session read (the reference).
   */
  fastPaths: FastPathsOptions | false;
  /** A request queued a background job (the Lead Ads webhook): wake the job worker. */
  onJobQueued?: () => void;
}

export async function apiPlugin(app: FastifyInstance, options: ApiPluginOptions): Promise<void> {
  // Answers (tRPC, REST) compressed when the client accepts it: a screen's first batch is 8–14 kB
  // of JSON that brotli sends in 1–2 kB on a phone (#20.20). The built web app's files are not
  // served here: they keep the .br/.gz written by the build.
  // Request bodies are read as before (a compressed body is refused, not inflated).
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  registerJsonBody(app);
  registerCsrfGuard(app);
  await registerSessions(app, options);
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    // Every answer may be compressed, whatever its size or the path that wrote it (a stream from the
    // official adapters is, a short text from the fast paths is not): say so on all of them alike.
    const vary = reply.getHeader('Vary');
    if (vary === undefined) reply.header('Vary', 'accept-encoding');
    else if (!String(vary).toLowerCase().includes('accept-encoding')) reply.header('Vary', `${String(vary)}, accept-encoding`);
    done();
  });
  registerUserPhotoRoute(app, options.db);
  await registerWhatsappWebhookRoute(app, options.db);
  await registerLeadAdsWebhookRoute(app, options.db, options.onJobQueued);
  registerOpenApiDocs(app);
  await registerTrpcAdapters(app, options.db, { fastPaths: options.fastPaths !== false });
}
