import type { OpenApiMethod } from 'trpc-to-openapi';
import { z } from 'zod';

/**
 * The REST side of a procedure (trpc-to-openapi meta): its method and path under /api, the tags
 * that group it in the document, a summary and, when the route needs more words, a description.
 * A route asks for a session or an API token unless `protect: false` (sign-in, health).
 */
export function restRoute<const M extends OpenApiMethod, const P extends `/${string}`>(
  method: M,
  path: P,
  tags: string[],
  summary: string,
  options: { description?: string; protect?: boolean; requestHeaders?: z.ZodObject } = {},
) {
  const { description, protect = true, requestHeaders } = options;
  return {
    openapi: {
      method,
      path,
      tags,
      summary,
      ...(description === undefined ? {} : { description }),
      protect,
      ...(requestHeaders === undefined ? {} : { requestHeaders }),
    },
  };
}

/**
 * The `Idempotency-Key` header (documentation only: the server reads it into the context). A retry
 * with the same key and the same body answers the first answer and creates nothing; the same key
 * with another body is 409.
 */
export const IDEMPOTENCY_HEADERS = z.object({
  'Idempotency-Key': z
    .string()
    .min(1)
    .max(255)
    .optional()
    .describe(
      'Opcional (1 a 255 caracteres visíveis). Uma nova tentativa com a mesma chave e o mesmo corpo responde o primeiro resultado e não cria nada; a mesma chave com outro corpo responde 409.',
    ),
});

const RESOURCE_ROUTES = {
  list: { method: 'GET', item: false },
  get: { method: 'GET', item: true },
  create: { method: 'POST', item: false },
  update: { method: 'PUT', item: true },
  delete: { method: 'DELETE', item: true },
} as const;
type ResourceRoute = keyof typeof RESOURCE_ROUTES;

/**
 * The usual routes of a resource, each with its summary: `list` (GET) and `create` (POST) on
 * `base`, `get` (GET), `update` (PUT) and `delete` (DELETE) on `base/{id}`. Routes that need a
 * description, or another path, are written with restRoute.
 */
export function resourceRoutes<const S extends Partial<Record<ResourceRoute, string>>>(base: `/${string}`, tags: string[], summaries: S) {
  return Object.fromEntries(
    Object.entries(summaries).map(([key, summary]) => {
      const { method, item } = RESOURCE_ROUTES[key as ResourceRoute];
      return [key, restRoute(method, item ? `${base}/{id}` : base, tags, summary as string)];
    }),
  ) as { [K in keyof S]: ReturnType<typeof restRoute> };
}
