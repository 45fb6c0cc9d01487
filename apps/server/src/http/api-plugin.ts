/**
 * Everything under /api and /trpc: sessions, the signed-in user, tRPC and its REST view
 * (trpc-to-openapi), the OpenAPI document and its browsable docs.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

import { type AppRouter, type Context, AppError, appRouter } from '@clinic/api';
import { type Database, type Kysely, type UserRow, findUserById, findUserPhoto } from '@clinic/db';
import { ERROR_CATALOGUE, ZId } from '@clinic/domain';
import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import fastifyStatic from '@fastify/static';
import type { TRPCError } from '@trpc/server';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fastifyTRPCOpenApiPlugin, generateOpenApiDocument } from 'trpc-to-openapi';

import { registerCsrfGuard } from './security';
import { ABSOLUTE_TIMEOUT_MS, judgeSession } from './session-policy';
import { createDatabaseSessionStore } from './session-store';

declare module 'fastify' {
  interface Session {
    userId?: number;
    signedInAt?: number;
    lastSeenAt?: number;
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
}

export const SESSION_COOKIE = 'clinica.sid';

export interface ApiPluginOptions {
  db: Kysely<Database>;
  sessionSecret: string;
  production: boolean;
}

function retryAfterHeaders(errors: readonly TRPCError[]): Record<string, string> | undefined {
  const cause = errors.find((e) => e.cause instanceof AppError)?.cause as AppError | undefined;
  return cause?.retryAfterSeconds ? { 'Retry-After': String(cause.retryAfterSeconds) } : undefined;
}

/** Messages the REST adapter writes itself, in the product's language. */
const ADAPTER_MESSAGES: Record<string, string> = {
  'Not found': 'Rota não encontrada',
  'Failed to parse request body': 'JSON inválido no corpo da requisição',
  'Request body too large': 'Os dados enviados são grandes demais.',
  'Request body is too large': 'Os dados enviados são grandes demais.',
};

export async function apiPlugin(app: FastifyInstance, options: ApiPluginOptions): Promise<void> {
  const { db } = options;

  // An empty JSON body is an empty object (logout, convert: body-less POST/PATCH).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1_048_576 }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new Error('JSON inválido no corpo da requisição') as Error & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });

  registerCsrfGuard(app);

  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret: options.sessionSecret,
    cookieName: SESSION_COOKIE,
    store: createDatabaseSessionStore(db),
    saveUninitialized: false,
    rolling: false,
    cookie: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      // Always Secure in production; otherwise whenever the request came over HTTPS.
      secure: options.production ? true : 'auto',
      maxAge: ABSOLUTE_TIMEOUT_MS,
    },
  });

  app.decorateRequest('user', null);
  // Resolve the signed-in user once per request; expired sessions and blocked users end here.
  app.addHook('preHandler', async (request) => {
    const session = request.session;
    const now = Date.now();
    const verdict = judgeSession(session, now);
    if (verdict === 'anonymous') return;
    const user = verdict === 'expired' ? undefined : await findUserById(db, session.userId!);
    if (!user || !user.isActive) {
      await session.destroy();
      return;
    }
    if (verdict === 'touch') session.lastSeenAt = now;
    request.user = user;
  });

  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });

  // Avatars: binary, so a plain route (same session rules); the URL carries a version, so it caches.
  app.get<{ Params: { id: string } }>('/api/users/:id/photo', async (request, reply) => {
    if (!request.user) return reply.code(401).send({ message: ERROR_CATALOGUE.UNAUTHENTICATED.message, code: 'UNAUTHORIZED' });
    const id = ZId.safeParse(request.params.id);
    const photo = id.success ? await findUserPhoto(db, id.data) : undefined;
    if (!photo) return reply.code(404).send({ message: 'Foto não encontrada', code: 'NOT_FOUND' });
    return reply
      .type(photo.contentType)
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .send(Buffer.from(photo.data));
  });

  const createContext = ({ req, res }: { req: FastifyRequest; res: FastifyReply }): Context => ({
    db,
    user: req.user,
    ipAddress: req.ip ?? null,
    userAgent: req.headers['user-agent'] ?? null,
    now: () => new Date(),
    session: {
      async signIn(userId) {
        await req.session.regenerate();
        const at = Date.now();
        req.session.userId = userId;
        req.session.signedInAt = at;
        req.session.lastSeenAt = at;
      },
      async signOut() {
        await req.session.destroy();
        res.clearCookie(SESSION_COOKIE, { path: '/' });
      },
    },
  });

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

  const openApiDocument = generateOpenApiDocument(appRouter, {
    title: 'Clínica — API',
    description: 'API REST da clínica. Entre com POST /api/login e envie o cookie da sessão nas demais chamadas.',
    version: '1.0.0',
    baseUrl: '/api',
  });
  app.get('/api/openapi.json', async () => openApiDocument);

  const require = createRequire(import.meta.url);
  const swaggerRoot = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  await app.register(fastifyStatic, { root: swaggerRoot, prefix: '/api/docs/assets/', decorateReply: false });
  app.get('/api/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(DOCS_PAGE),
  );
  app.get('/api/docs/init.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .send(`window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', withCredentials: true });`),
  );

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      responseMeta: ({ errors }) => ({ headers: retryAfterHeaders(errors) }),
      onError: ({ error, path: procedurePath }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, procedurePath });
      },
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>);

  // The REST adapter words validation failures in English; say it the way tRPC does.
  app.addHook('onSend', async (request, reply, payload) => {
    // (the REST adapter rewrites request.url, so match on the route instead)
    if (!request.routeOptions.url?.startsWith('/api') || reply.statusCode < 400 || typeof payload !== 'string') return payload;
    try {
      const body = JSON.parse(payload) as { message?: string; issues?: { message: string }[] };
      if (body.message === 'Input validation failed' && body.issues?.[0]) body.message = body.issues[0].message;
      else if (body.message && ADAPTER_MESSAGES[body.message]) body.message = ADAPTER_MESSAGES[body.message];
      else return payload;
      return JSON.stringify(body);
    } catch {
      return payload;
    }
  });

  await app.register(fastifyTRPCOpenApiPlugin, {
    basePath: '/api',
    router: appRouter,
    createContext,
    responseMeta: ({ errors }: { errors: TRPCError[] }) => ({ headers: retryAfterHeaders(errors) }),
    onError: ({ error }: { error: TRPCError }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error });
    },
  });
}

const DOCS_PAGE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <title>Clínica — API</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="docs"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>`;
