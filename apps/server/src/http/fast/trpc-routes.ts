/**
 * tRPC at /trpc: the web app's plain JSON calls (a query by GET, a mutation by POST, alone or
 * batched) answered straight from the Fastify request, the way tRPC's own handler answers them;
 * anything else (streaming, subscriptions, form data, a procedure that does not exist, the wrong
 * method, input that is not JSON) goes to tRPC's own Fastify handler, unchanged.
 *
 * Why: tRPC's handler turns every request into a WHATWG Request (headers copied, an
 * AbortController, a listener on the socket) and its answer into a Response whose body is then
 * read back as a web stream: about a third of the server's time for a short signed-in read.
 */
import type { AnyTRPCProcedure, AnyTRPCRouter, TRPCError } from '@trpc/server';
import { type FastifyTRPCPluginOptions, fastifyRequestHandler } from '@trpc/server/adapters/fastify';
import {
  defaultTransformer,
  getErrorShape,
  getHTTPStatusCode,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
} from '@trpc/server/unstable-core-do-not-import';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type TrpcOptions<TRouter extends AnyTRPCRouter> = FastifyTRPCPluginOptions<TRouter>['trpcOptions'];

interface Call {
  path: string;
  procedure: AnyTRPCProcedure;
  input: unknown;
}

type Outcome = { error: TRPCError; data?: undefined } | { error?: undefined; data: unknown };

/** Procedure paths as the web app sends them: 'rooms.list' or 'a.b,c.d' (anything else goes to tRPC). */
const PLAIN_PATH = /^[A-Za-z0-9_.,]+$/;

const keepText = (text: unknown) => text as string;

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && !Array.isArray(value) && typeof value === 'object';

/** tRPC's own choice of answer: JSONL when asked for it. */
function wantsStream(request: FastifyRequest): boolean {
  if (request.headers['trpc-accept'] !== undefined) return true;
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('application/jsonl');
}

/** The calls of a plain JSON request, or undefined to leave the request to tRPC. */
function plainCalls(request: FastifyRequest, router: AnyTRPCRouter, rawPath: string): { calls: Call[]; isBatch: boolean } | undefined {
  const method = request.method;
  if (method !== 'GET' && method !== 'POST') return undefined;
  const contentType = request.headers['content-type'];
  if (method === 'POST' ? !contentType?.startsWith('application/json') : contentType !== undefined && !contentType.startsWith('application/json')) {
    return undefined;
  }
  if (!PLAIN_PATH.test(rawPath) || wantsStream(request)) return undefined;
  const query = request.query as Record<string, unknown>;
  if (query.batch !== undefined && query.batch !== '1') return undefined;
  const isBatch = query.batch === '1';

  let inputs: unknown;
  try {
    if (method === 'GET') {
      if (query.input !== undefined && typeof query.input !== 'string') return undefined;
      inputs = query.input ? JSON.parse(query.input) : undefined;
    } else {
      if (typeof request.body !== 'string' || request.body === '') return undefined;
      inputs = JSON.parse(request.body);
    }
  } catch {
    return undefined;
  }
  if (isBatch && inputs !== undefined && !isObject(inputs)) return undefined;

  const type = method === 'GET' ? 'query' : 'mutation';
  const paths = isBatch ? rawPath.split(',') : [rawPath];
  const calls: Call[] = [];
  const procedures = router._def.procedures as Record<string, AnyTRPCProcedure | undefined>;
  for (const [index, path] of paths.entries()) {
    const procedure = Object.hasOwn(procedures, path) ? procedures[path] : undefined;
    if (typeof procedure !== 'function' || procedure._def.type !== type) return undefined;
    const input = inputs === undefined ? undefined : isBatch ? (inputs as Record<string, unknown>)[index] : inputs;
    calls.push({ path, procedure, input });
  }
  return { calls, isBatch };
}

/** Registers `/:path` (inside a '/trpc' prefix). */
export function trpcRoutes<TRouter extends AnyTRPCRouter>(
  fastify: FastifyInstance,
  opts: { trpcOptions: TrpcOptions<TRouter> },
  done: (error?: Error) => void,
): void {
  const { trpcOptions } = opts;
  const router = trpcOptions.router;
  const config = router._def._config;

  // As tRPC's plugin does: bodies reach the handler as text (it parses them itself).
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, parsed) => parsed(null, body));
  fastify.removeContentTypeParser('multipart/form-data');
  fastify.addContentTypeParser('multipart/form-data', {}, (_request, body, parsed) => parsed(null, body));

  const official = (request: FastifyRequest<{ Params: { path: string } }>, reply: FastifyReply) =>
    fastifyRequestHandler({ ...trpcOptions, req: request, res: reply, path: request.params.path });

  fastify.all<{ Params: { path: string } }>('/:path', async (request, reply) => {
    const plain = plainCalls(request, router, request.params.path);
    if (!plain) return official(request, reply);
    const { calls, isBatch } = plain;
    const type = calls[0]!.procedure._def.type;
    const info = {
      isBatchCall: isBatch,
      accept: null,
      type,
      calls: calls.map((call, batchIndex) => ({
        batchIndex,
        path: call.path,
        procedure: call.procedure,
        getRawInput: async () => call.input,
        result: () => call.input,
      })),
      connectionParams: null,
      signal: undefined,
      url: null,
    };

    let ctx: unknown;
    let ctxError: unknown;
    try {
      const made: unknown = trpcOptions.createContext?.({ req: request, res: reply, info } as never);
      // Ours is synchronous: no await (a promise and a turn of the microtask queue) unless it is not.
      ctx = made instanceof Promise ? await made : made;
    } catch (cause) {
      ctxError = cause;
    }
    const run = async (call: Call, batchIndex: number): Promise<Outcome> => {
      try {
        if (ctxError !== undefined) throw ctxError;
        const data: unknown = await call.procedure({
          path: call.path,
          getRawInput: async () => call.input,
          ctx,
          type,
          signal: undefined,
          batchIndex,
        });
        return { data };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        trpcOptions.onError?.({ error, path: call.path, input: call.input, ctx, type, req: request } as never);
        return { error };
      }
    };
    // Most calls are a single procedure: no Promise.all for it.
    const outcomes: Outcome[] = calls.length === 1 ? [await run(calls[0]!, 0)] : await Promise.all(calls.map(run));
    const untransformed = outcomes.map((outcome, index) =>
      outcome.error
        ? {
            error: getErrorShape({
              config,
              ctx: ctxError === undefined ? ctx : undefined,
              error: outcome.error,
              input: calls[index]!.input,
              path: calls[index]!.path,
              type,
            }),
          }
        : { result: { data: outcome.data } },
    );

    reply.header('vary', 'trpc-accept, accept').header('content-type', 'application/json');
    let status = getHTTPStatusCode(isBatch ? untransformed : untransformed[0]!);
    const meta = trpcOptions.responseMeta?.({
      ctx: ctxError === undefined ? ctx : undefined,
      info,
      paths: calls.map((call) => call.path),
      data: untransformed,
      errors: outcomes.flatMap((outcome) => (outcome.error ? [outcome.error] : [])),
      eagerGeneration: false,
      type,
    } as never) as { status?: number; headers?: Record<string, string | string[] | undefined> } | undefined;
    for (const [key, value] of Object.entries(meta?.headers ?? {})) {
      if (Array.isArray(value)) for (const v of value) reply.header(key, v);
      else if (typeof value === 'string') reply.header(key, value);
    }
    if (meta?.status) status = meta.status;
    const answer = isBatch ? untransformed : untransformed[0]!;
    // Without a data transformer, transforming only copies every item (with a slow spread helper).
    const body = config.transformer === defaultTransformer ? answer : transformTRPCResponse(config, answer);
    // Through a serializer that keeps the text: a plain string would get '; charset=utf-8' added to
    // the content type (tRPC sends none), and bytes would go out in two writes (head, then body).
    return reply.code(status).serializer(keepText).send(JSON.stringify(body));
  });
  done();
}
