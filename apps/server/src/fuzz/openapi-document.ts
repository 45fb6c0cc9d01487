/**
 * The parts of /api/openapi.json the fuzz reads: every operation with its parameters, its JSON
 * body schema and its 200 answer's schema (as a JSON pointer into the document, for ajv).
 */
import { procedureOfRestOperation } from '@clinic/api';

import { SIGNATURE_CREDENTIAL } from '../http/openapi-docs';

/** A JSON Schema as the document writes it (OpenAPI 3.1: JSON Schema 2020-12). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  $ref?: string;
}

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  operationId: string;
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Operation {
  method: HttpMethod;
  /** The document's path template, e.g. `/leads/{id}/convert` (under /api). */
  path: string;
  operationId: string;
  /** The tRPC procedure path, from the router's meta (see procedureOfRestOperation). */
  procedure: string;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  /** The JSON body's schema; undefined for operations without a body. */
  body?: JsonSchema;
  bodyRequired: boolean;
  /** JSON pointer (from the document's root) to the 200 answer's schema. */
  responsePointer?: string;
}

/** `~` and `/` escaped as a JSON pointer segment. */
const pointerSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export function listOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      // The WhatsApp webhook answers Meta's signature, not a role: its own tests cover it.
      if ((op as { [SIGNATURE_CREDENTIAL]?: boolean })[SIGNATURE_CREDENTIAL]) continue;
      const parameters = op.parameters ?? [];
      const json = op.requestBody?.content['application/json'];
      const ok = op.responses['200']?.content?.['application/json'];
      operations.push({
        method: method.toUpperCase() as HttpMethod,
        path,
        operationId: op.operationId,
        procedure: procedureOfRestOperation(method, path) ?? op.operationId.replace(/-/g, '.'),
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: json?.schema,
        bodyRequired: op.requestBody?.required ?? false,
        responsePointer: ok
          ? `#/paths/${pointerSegment(path)}/${method}/responses/200/content/${pointerSegment('application/json')}/schema`
          : undefined,
      });
    }
  }
  return operations.sort((a, b) => a.operationId.localeCompare(b.operationId));
}

/** Follows a local `$ref` (`#/components/schemas/…`). */
export function deref(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref && hops < 10; hops += 1) {
    const segments = current.$ref.replace(/^#\//, '').split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    let target: unknown = doc;
    for (const segment of segments) target = (target as Record<string, unknown>)?.[segment];
    if (!target) throw new Error(`unresolved $ref ${current.$ref}`);
    current = target as JsonSchema;
  }
  return current;
}
