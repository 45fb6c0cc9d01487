/**
 * The one way errors raised outside procedures leave the server: a catalogue code
 * (packages/domain/src/common/errors.ts) gives the status, the `code` and the Portuguese message.
 */
import { AppError } from '@clinic/api';
import { isConnectionError } from '@clinic/db';
import { type AppErrorCode, errorBody } from '@clinic/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';

export function sendError(reply: FastifyReply, code: AppErrorCode): FastifyReply {
  const { status, body } = errorBody(code);
  return reply.code(status).header('Cache-Control', 'no-store').send(body);
}

/** Errors Fastify and its plugins raise themselves, by status. */
const BY_STATUS: Partial<Record<number, AppErrorCode>> = {
  403: 'FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

export function appErrorCodeOf(error: unknown): AppErrorCode {
  if (error instanceof AppError) return error.code;
  if (isConnectionError(error)) return 'DATABASE_UNAVAILABLE';
  const status = (error as { statusCode?: number }).statusCode ?? 500;
  return BY_STATUS[status] ?? (status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL');
}

/** Every error that reaches Fastify (parsers, plugins, hooks, the session store) goes out here. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const code = appErrorCodeOf(error);
    if (code === 'INTERNAL') request.log.error(error);
    else if (code === 'DATABASE_UNAVAILABLE') request.log.warn({ err: error }, 'banco de dados indisponível');
    return sendError(reply, code);
  });
}
