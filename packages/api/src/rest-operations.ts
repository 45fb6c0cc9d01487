import { appRouter } from './root';

type OpenApiProcedure = { _def: { meta?: { openapi?: { method: string; path: string } } } };

const procedureByOperation = new Map(
  Object.entries((appRouter._def as unknown as { procedures: Record<string, OpenApiProcedure> }).procedures).flatMap(([name, procedure]) => {
    const openapi = procedure._def.meta?.openapi;
    return openapi ? [[`${openapi.method} ${openapi.path}`, name] as const] : [];
  }),
);

/**
 * The tRPC procedure behind a REST operation of the OpenAPI document ('GET', '/rooms/{id}'),
 * read from the router's own meta. Not from the operationId: a few operations keep the
 * operationId of their former tRPC path (reportAnalysis-get…) so the document did not change.
 */
export function procedureOfRestOperation(method: string, path: string): string | undefined {
  return procedureByOperation.get(`${method.toUpperCase()} ${path}`);
}
