/** The fuzz's oracle on answers made up by hand: what it must call a violation, and what not. */
import { ERROR_CATALOGUE } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { type OpenApiDocument, listOperations } from './openapi-document';
import { type Answer, type Caller, ResponseSchemas, changedTables, judge } from './oracle';

const error = { $ref: '#/components/schemas/error' };
const doc: OpenApiDocument = {
  openapi: '3.1.0',
  components: { schemas: { error: { type: 'object', properties: { message: { type: 'string' } } } } },
  paths: {
    '/rooms': {
      post: {
        operationId: 'rooms-create',
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } }, required: ['id', 'name'] },
              },
            },
          },
          '400': { content: { 'application/json': { schema: error } } },
        },
      },
    },
    '/users/{id}': { put: { operationId: 'users-update', responses: { '200': { content: { 'application/json': { schema: { type: 'object' } } } } } } },
  },
};
const [createRoom, updateUser] = listOperations(doc) as [ReturnType<typeof listOperations>[number], ReturnType<typeof listOperations>[number]];
const schemas = new ResponseSchemas(doc);
const refusal = (code: keyof typeof ERROR_CATALOGUE) => {
  const { status, message } = ERROR_CATALOGUE[code];
  const names: Record<number, string> = { 400: 'BAD_REQUEST', 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 409: 'CONFLICT' };
  return { status, body: { message, code: names[status] } };
};
const verdict = (caller: Caller, answer: Answer, op = createRoom) => judge(op, caller, answer, schemas).violations;

describe('the fuzz oracle', () => {
  it('passes answers that keep the contract', () => {
    expect(verdict('admin', { status: 200, body: { id: 1, name: 'Sala 1' } })).toEqual([]);
    expect(verdict(null, refusal('UNAUTHENTICATED'))).toEqual([]);
    expect(verdict('recepcionista', refusal('FORBIDDEN'))).toEqual([]);
    expect(verdict('recepcionista', refusal('INVALID_JSON'))).toEqual([]);
    expect(verdict('admin', refusal('ROOM_NAME_TAKEN'))).toEqual([]);
    // A manager touching an admin: refused by the users row's "(never admins)", not by the table.
    expect(verdict('manager', refusal('ADMIN_ONLY'), updateUser)).toEqual([]);
  });

  it('flags 5xx, 4xx without {message, code} or in English, and 2xx off the schema', () => {
    expect(verdict('admin', { status: 500, body: { message: 'Erro interno do servidor', code: 'INTERNAL_SERVER_ERROR' } })).toHaveLength(1);
    expect(verdict('admin', { status: 400, body: { message: 'Dados inválidos' } })[0]).toMatch(/without \{message, code\}/);
    expect(verdict('admin', { status: 404, body: { message: 'x', code: 'BAD_REQUEST' } })[0]).toMatch(/code BAD_REQUEST for status 404/);
    expect(verdict('admin', { status: 415, body: { message: 'Unsupported content-type "X', code: 'UNSUPPORTED_MEDIA_TYPE' } })[0]).toMatch(/English/);
    expect(verdict('admin', { status: 200, body: { id: '1', name: 'Sala 1' } })[0]).toMatch(/response schema/);
  });

  it('flags answers against the Roles table', () => {
    expect(verdict('physiotherapist', { status: 200, body: { id: 1, name: 'Sala 1' } })[0]).toMatch(/may not call rooms.create/);
    expect(verdict('physiotherapist', refusal('ROOM_NAME_TAKEN'))[0]).toMatch(/may not call rooms.create/);
    expect(verdict('admin', refusal('FORBIDDEN'))[0]).toMatch(/may call rooms.create/);
    expect(verdict(null, refusal('FORBIDDEN'))[0]).toMatch(/expected 401/);
    expect(verdict('lider', refusal('UNAUTHENTICATED'))[0]).toMatch(/expected 403/);
  });

  it("flags the framework's own transport answers (a bad URL, an oversized head) now that the server answers them itself", () => {
    const badUrl = { status: 400, body: { error: 'Bad Request', code: 'FST_ERR_BAD_URL', message: "'/api/x/%zz' is not a valid url component" } };
    expect(judge(createRoom, 'admin', badUrl, schemas).violations).toContain('4xx code FST_ERR_BAD_URL for status 400 (expected BAD_REQUEST)');
    const bigHead = { status: 431, body: { error: 'Request Header Fields Too Large', message: 'Exceeded maximum allowed HTTP header size', statusCode: 431 } };
    expect(judge(createRoom, 'admin', bigHead, schemas).violations[0]).toMatch(/^4xx without \{message, code\}/);
    const house = { status: 431, body: { code: 'REQUEST_HEADER_FIELDS_TOO_LARGE', message: 'O endereço ou os cabeçalhos da requisição são grandes demais.' } };
    expect(judge(createRoom, 'admin', house, schemas)).toMatchObject({ violations: [], known: [], refused: true });
    // Refused before any route runs, so before the Roles table too (a huge query string as a refused role).
    expect(judge(createRoom, 'physiotherapist', house, schemas)).toMatchObject({ violations: [], known: [], refused: true });
  });

  it('compares fingerprints table by table, less the documented writes', () => {
    const before = new Map([['rooms', '1:5'], ['system_logs[login]', '1:7']]);
    const after = new Map([['rooms', '1:5'], ['system_logs[login]', '2:9']]);
    expect(changedTables(before, after)).toEqual(['system_logs[login]']);
    expect(changedTables(before, after, ['system_logs[login]'])).toEqual([]);
  });
});
