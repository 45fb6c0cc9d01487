/**
 * The REST view of the procedures as plain Fastify routes, one per procedure path: the same
 * input rules, context, status codes and bodies as trpc-to-openapi's handler (which stays behind
 * them at /api/* for anything else: other letter case, trailing slashes, unknown paths, HEAD).
 *
 * Why: the adapter answered every request through one wildcard route that matched the path
 * against each procedure's regular expression, bound ten Node methods onto the request, built a
 * WHATWG Request with an AbortController only to get a signal nobody reads, and made a caller
 * proxy: together about a third of the server's time for a short signed-in read. Here Fastify's
 * router finds the procedure and the procedure is called directly.
 */
import type { Context } from '@clinic/api';
import { type AnyTRPCProcedure, type AnyTRPCRouter, TRPCError } from '@trpc/server';
import { getErrorShape } from '@trpc/server/unstable-core-do-not-import';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as openapi from 'trpc-to-openapi';

type Input = Record<string, unknown>;
type Shape = Record<string, unknown>;

export interface RestRouteOptions {
  basePath: string;
  router: AnyTRPCRouter;
  createContext(opts: { req: FastifyRequest; res: FastifyReply }): Context | Promise<Context>;
  responseMeta?(opts: { errors: readonly TRPCError[] }): { status?: number; headers?: Record<string, string | undefined> } | undefined;
  onError?(opts: { error: TRPCError; path?: string }): void;
}

/** Our patch of trpc-to-openapi (patches/) adds it: query and path strings converted by the schema's type. */
const coerceStrings = (openapi as unknown as { coerceStrings?: (schema: unknown, value: unknown) => unknown }).coerceStrings;

const zodType = (schema: unknown): string | undefined => (schema as { _zod?: { def?: { type?: string } } } | undefined)?._zod?.def?.type;

/** `z.array(…)` or `z.array(…).optional()`: a single query value becomes a one-item array. */
function isArrayShape(schema: unknown): boolean {
  const type = zodType(schema);
  if (type === 'array') return true;
  return type === 'optional' && zodType((schema as { unwrap(): unknown }).unwrap()) === 'array';
}

/** The adapter's reading of the query: repeated keys as arrays, one-item arrays unwrapped, empty values dropped. */
function queryInput(query: unknown): Input {
  const input: Input = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value) input[key] = Array.isArray(value) && value.length === 1 ? value[0] : value;
  }
  return input;
}

/** Registers a route per REST procedure; returns the paths left to the adapter (none expected). */
export function registerRestRoutes(app: FastifyInstance, options: RestRouteOptions): string[] {
  if (!coerceStrings) throw new Error('trpc-to-openapi without the project patch (coerceStrings): run pnpm install');
  const { basePath, router, createContext, responseMeta, onError } = options;
  const config = router._def._config;
  const left: string[] = [];
  // The adapter takes the first procedure whose path pattern matches, in this order: a later one
  // that an earlier pattern also matches (e.g. '/x/search' after '/x/{id}') is never reached there,
  // so it is left to the adapter here too.
  const patterns: { method: string; pattern: RegExp }[] = [];

  openapi.forEachOpenApiProcedure(router._def.procedures, ({ path, procedure, meta }) => {
    if (procedure._def.type === 'subscription') return;
    const { method } = meta.openapi;
    const openapiPath = openapi.normalizePath(meta.openapi.path);
    const shadowed = patterns.some((p) => p.method === method && p.pattern.test(openapiPath));
    patterns.push({ method, pattern: openapi.getPathRegExp(openapiPath) });
    const url = `${basePath}${openapiPath.replace(/\{(.+?)\}/g, ':$1')}`;
    if (shadowed || app.hasRoute({ method, url })) {
      left.push(`${method} ${url}`);
      return;
    }

    const proc = procedure as unknown as AnyTRPCProcedure;
    const type = proc._def.type;
    const useBody = openapi.acceptsRequestBody(method);
    const { inputParser } = openapi.getInputOutputParsers(procedure);
    const schema = openapi.unwrapZodType(inputParser, true);
    const voidInput = openapi.instanceofZodTypeLikeVoid(schema);
    const shape = openapi.instanceofZodTypeObject(schema) ? ((schema as unknown as { shape: Shape }).shape) : undefined;
    const arrayKeys = shape && !useBody ? Object.keys(shape).filter((key) => isArrayShape(shape[key])) : [];

    const send = (reply: FastifyReply, status: number, headers: Record<string, string | undefined>, body: unknown) => {
      reply.code(status).header('Content-Type', 'application/json');
      for (const [key, value] of Object.entries(headers)) if (value !== undefined) reply.header(key, value);
      return reply.send(JSON.stringify(body));
    };

    app.route({
      method,
      url,
      // HEAD goes on to the adapter, as before.
      exposeHeadRoute: false,
      async handler(request, reply) {
        let input: Input | undefined;
        let ctx: Context | undefined;
        try {
          const contentType = request.headers['content-type'];
          if (useBody && !contentType?.startsWith('application/json')) {
            throw new TRPCError({
              code: 'UNSUPPORTED_MEDIA_TYPE',
              message: contentType ? `Unsupported content-type "${contentType}` : 'Missing content-type header',
            });
          }
          const params = request.params as Input;
          if (!voidInput) input = { ...((useBody ? request.body : queryInput(request.query)) as Input), ...params };
          if (shape && input) {
            for (const key of arrayKeys) if (input[key] !== undefined && !Array.isArray(input[key])) input[key] = [input[key]];
            for (const key of Object.keys(useBody ? params : input)) {
              if (shape[key] && key in input) input[key] = coerceStrings!(shape[key], input[key]);
            }
          }
          const made = createContext({ req: request, res: reply });
          // Ours is synchronous: no await (a promise and a microtask turn) unless it is not.
          ctx = made instanceof Promise ? await made : made;
          const data: unknown = await proc({
            path,
            getRawInput: async () => input,
            ctx,
            type,
            signal: undefined,
            batchIndex: 0,
          });
          const meta = responseMeta?.({ errors: [] });
          return send(reply, meta?.status ?? 200, meta?.headers ?? {}, data);
        } catch (cause) {
          const error = openapi.getErrorFromUnknown(cause);
          onError?.({ error, path });
          const meta = responseMeta?.({ errors: [error] });
          const shapeOfError = getErrorShape({ config, error, type, path, input, ctx }) as { message?: string };
          const zodIssues =
            error.code === 'BAD_REQUEST' && error.cause instanceof Error && error.cause.name === 'ZodError'
              ? (error.cause as unknown as { issues: unknown }).issues
              : undefined;
          const body = {
            ...shapeOfError,
            message: shapeOfError?.message ?? (zodIssues ? 'Input validation failed' : (error.message ?? 'An error occurred')),
            code: error.code,
            issues: zodIssues,
          };
          return send(reply, meta?.status ?? openapi.TRPC_ERROR_CODE_HTTP_STATUS[error.code] ?? 500, meta?.headers ?? {}, body);
        }
      },
    });
  });
  return left;
}
