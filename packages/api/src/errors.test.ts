import { ERROR_CATALOGUE } from '@clinic/domain';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { AppError, CONSTRAINT_ERRORS, SERVER_BUSY_RETRY_SECONDS, fromConstraint, toAppError } from './errors';

/** A driver error as pg and PGlite raise it. */
const pgError = (fields: { code?: string; constraint?: string; message?: string }) =>
  Object.assign(new Error(fields.message ?? 'database error'), fields);

const codeOf = (error: unknown) => toAppError(error).code;

describe('toAppError', () => {
  it('1. an AppError is itself, also behind a tRPC error', () => {
    const app = new AppError('ROOM_NOT_FOUND', { message: 'Sala 7 não encontrada' });
    expect(toAppError(app)).toBe(app);
    expect(toAppError(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: app }))).toBe(app);
  });

  it('1. invalid input (zod) is INVALID_INPUT worded by its first issue', () => {
    const zod = z.object({ name: z.string().min(1, 'Nome é obrigatório') }).safeParse({ name: '' }).error;
    const app = toAppError(new TRPCError({ code: 'BAD_REQUEST', cause: zod }));
    expect([app.code, app.message, app.status]).toEqual(['INVALID_INPUT', 'Nome é obrigatório', 400]);
  });

  it('2. a broken constraint goes through CONSTRAINT_ERRORS, before anything its SQLSTATE or message says', () => {
    for (const [constraint, code] of Object.entries(CONSTRAINT_ERRORS)) {
      expect(codeOf(pgError({ code: '23505', constraint })), constraint).toBe(code);
    }
    // The CPF of a patient and the report keyword bypassed the table once: now they are in it.
    expect(codeOf(pgError({ code: '23505', constraint: 'patients_cpf_key' }))).toBe('PATIENT_CPF_TAKEN');
    expect(codeOf(pgError({ code: '23505', constraint: 'report_keywords_normalized_key' }))).toBe('REPORT_KEYWORD_TAKEN');
    expect(codeOf(pgError({ code: '22001', constraint: 'rooms_name_key', message: 'Connection terminated' }))).toBe(
      'ROOM_NAME_TAKEN',
    );
    // Behind a tRPC error too (a procedure that did not convert it).
    const wrapped = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: pgError({ code: '23505', constraint: 'users_email_key' }) });
    expect(codeOf(wrapped)).toBe('EMAIL_TAKEN');
  });

  it('2. fromConstraint converts the listed constraints only', () => {
    const listed = pgError({ code: '23505', constraint: 'users_cpf_key' });
    expect(fromConstraint(listed)).toMatchObject({ code: 'CPF_TAKEN', cause: listed });
    const other = pgError({ code: '23505', constraint: 'toString' });
    expect(fromConstraint(other)).toBe(other);
  });

  it('3. a data exception (class 22) is bad input, before a connection-like message', () => {
    expect(codeOf(pgError({ code: '22003' }))).toBe('INVALID_INPUT');
    expect(codeOf(pgError({ code: '22021', message: 'Connection terminated unexpectedly' }))).toBe('INVALID_INPUT');
    expect(codeOf(pgError({ code: '23502' }))).toBe('INTERNAL');
  });

  it('4. the database unreachable is DATABASE_UNAVAILABLE, every connection busy is SERVER_BUSY (both 503)', () => {
    for (const error of [pgError({ code: '08006' }), pgError({ code: '57P01' }), pgError({ code: 'ECONNREFUSED' })]) {
      expect(toAppError(error)).toMatchObject({ code: 'DATABASE_UNAVAILABLE', status: 503 });
    }
    expect(codeOf(new Error('Connection terminated unexpectedly'))).toBe('DATABASE_UNAVAILABLE');
    const busy = toAppError(new Error('timeout exceeded when trying to connect'));
    expect(busy).toMatchObject({ code: 'SERVER_BUSY', status: 503, retryAfterSeconds: SERVER_BUSY_RETRY_SECONDS });
    // Before the framework's status: a connection refused inside a plugin is still the database.
    expect(codeOf(Object.assign(pgError({ code: 'ECONNREFUSED' }), { statusCode: 400 }))).toBe('DATABASE_UNAVAILABLE');
  });

  it("5. the frameworks' own errors by their code or status", () => {
    const trpc = (code: TRPCError['code'], cause?: unknown) => codeOf(new TRPCError({ code, cause }));
    expect(trpc('NOT_FOUND')).toBe('ROUTE_NOT_FOUND');
    expect(trpc('PARSE_ERROR')).toBe('INVALID_JSON');
    expect(trpc('BAD_REQUEST', new SyntaxError('Unexpected token'))).toBe('INVALID_JSON');
    expect(trpc('PAYLOAD_TOO_LARGE')).toBe('PAYLOAD_TOO_LARGE');
    expect(trpc('UNSUPPORTED_MEDIA_TYPE')).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(trpc('METHOD_NOT_SUPPORTED')).toBe('BAD_REQUEST');
    expect(trpc('INTERNAL_SERVER_ERROR', new TypeError('x is undefined'))).toBe('INTERNAL');

    const fastify = (statusCode: number) => codeOf(Object.assign(new Error('framework'), { statusCode }));
    expect(fastify(403)).toBe('FORBIDDEN');
    expect(fastify(404)).toBe('ROUTE_NOT_FOUND');
    expect(fastify(413)).toBe('PAYLOAD_TOO_LARGE');
    expect(fastify(415)).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(fastify(418)).toBe('BAD_REQUEST');
    expect(fastify(500)).toBe('INTERNAL');

    // Node's HTTP parser: 408 and 431 are catalogue codes like any other.
    expect(toAppError(Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }))).toMatchObject({
      code: 'REQUEST_TIMEOUT',
      status: 408,
      message: ERROR_CATALOGUE.REQUEST_TIMEOUT.message,
    });
    expect(toAppError(Object.assign(new Error('overflow'), { code: 'HPE_HEADER_OVERFLOW' }))).toMatchObject({
      code: 'HEAD_TOO_LARGE',
      status: 431,
    });
  });

  it('anything else is INTERNAL, keeping the original as its cause', () => {
    const bug = new TypeError('x is undefined');
    expect(toAppError(bug)).toMatchObject({ code: 'INTERNAL', status: 500, cause: bug });
    expect(codeOf(undefined)).toBe('INTERNAL');
    expect(codeOf('a string')).toBe('INTERNAL');
  });
});
