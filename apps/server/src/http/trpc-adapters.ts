/**
 * The procedures over HTTP twice: tRPC at /trpc (the web app, typed clients) and their REST view at
 * /api (trpc-to-openapi), with one context, one responseMeta and one onError for both. With the
 * fast paths on (fast/README.md), direct routes answer the plain calls in front of the official
 * adapters; off, the official adapters answer everything.
 */
import { type AppRouter, type Context, AppError, appRouter, createContext as createProcedureContext } from '@clinic/api';
import type { Database, Kysely } from '@clinic/db';
import type { TRPCError } from '@trpc/server';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fastifyTRPCOpenApiPlugin } from 'trpc-to-openapi';

import { registerRestRoutes } from './fast/rest-routes';
import { trpcRoutes } from './fast/trpc-routes';
import { signIn, signOut } from './session-sign-in';

/** The `Idempotency-Key` header as sent (one value; the service checks its form). */
function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const value = req.headers['idempotency-key'];
  return typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : undefined;
}

export async function registerTrpcAdapters(
  app: FastifyInstance,
  db: Kysely<Database>,
  options: { fastPaths: boolean },
): Promise<void> {
  const createContext = ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Context =>
    createProcedureContext({
      db,
      user: req.user,
      ipAddress: req.ip ?? null,
      userAgent: req.headers['user-agent'] ?? null,
      apiTokenName: req.apiTokenName,
      requestId: req.id,
      idempotencyKey: idempotencyKeyOf(req),
      session: {
        // A new session id (regenerate), saved with its cookie when the response goes out.
        signIn: (userId) => signIn(req, userId, Date.now()),
        // Ends the row now and clears the cookie.
        signOut: () => signOut(req, res),
      },
    });

  /** 429 answers say when to come back. */
  const responseMeta = ({ errors }: { errors: readonly TRPCError[] }) => {
    const cause = errors.find((e) => e.cause instanceof AppError)?.cause as AppError | undefined;
    return { headers: cause?.retryAfterSeconds ? { 'Retry-After': String(cause.retryAfterSeconds) } : undefined };
  };
  const onError = ({ error, path }: { error: TRPCError; path?: string }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, procedurePath: path });
  };

  const trpcOptions: FastifyTRPCPluginOptions<AppRouter>['trpcOptions'] = { router: appRouter, createContext, responseMeta, onError };
  if (options.fastPaths) {
    // tRPC's own handler behind a direct path for plain JSON calls (fast/trpc-routes.ts).
    await app.register(trpcRoutes, { prefix: '/trpc', trpcOptions });
    // Each REST path as its own route (fast/rest-routes.ts); the adapter's wildcard route stays
    // behind them for anything else (other letter case, trailing slash, unknown paths, HEAD).
    const left = registerRestRoutes(app, { basePath: '/api', router: appRouter, createContext, responseMeta, onError });
    if (left.length) app.log.debug({ paths: left }, 'REST paths answered by the adapter');
  } else {
    await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions });
  }

  // The REST adapter resolves after it has sent the reply; returning the reply tells Fastify
  // the handler is done (otherwise an async session store makes it send twice).
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const handler = route.handler;
    route.handler = async function wrapped(this: FastifyInstance, request, reply) {
      const result: unknown = await handler.call(this, request, reply);
      return result === undefined ? reply : result;
    };
  });
  await app.register(fastifyTRPCOpenApiPlugin, { basePath: '/api', router: appRouter, createContext, responseMeta, onError });
}
