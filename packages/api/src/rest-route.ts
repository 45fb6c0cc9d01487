import type { OpenApiMethod } from 'trpc-to-openapi';

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
  options: { description?: string; protect?: boolean } = {},
) {
  const { description, protect = true } = options;
  return { openapi: { method, path, tags, summary, ...(description === undefined ? {} : { description }), protect } };
}
