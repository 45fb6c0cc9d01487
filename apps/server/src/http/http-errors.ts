/**
 * The one way errors raised outside procedures leave the server: a catalogue code
 * (packages/domain/src/common/errors.ts) gives the status, the `code` and the Portuguese message.
 */
import { AppError, SERVER_BUSY_RETRY_SECONDS } from '@clinic/api';
import { isConnectionError, isPoolBusyError } from '@clinic/db';
import { type AppErrorCode, errorBody } from '@clinic/domain';
import type { Socket } from 'node:net';

import type { FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';

export function sendError(reply: FastifyReply, code: AppErrorCode): FastifyReply {
  const { status, body } = errorBody(code);
  if (code === 'SERVER_BUSY') reply.header('Retry-After', String(SERVER_BUSY_RETRY_SECONDS));
  return reply.code(status).header('Cache-Control', 'no-store').send(body);
}

/**
 * Requests Fastify cannot route (a bad percent-escape in the URL): the house 400 body instead of
 * Fastify's English one with its FST_ERR_BAD_URL code.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (_error, _request, reply) => {
  sendError(reply, 'BAD_REQUEST');
};

/** Node's 431 for a head over 16 KiB, answered before any cookie or route is read. */
export const HEAD_TOO_LARGE_MESSAGE = 'O endereço ou os cabeçalhos da requisição são grandes demais.';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them: a head over 16 KiB answers 431,
 * anything else unreadable 400, with the house `{message, code}` body; then the socket closes.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  // 408 and 431 exist only here, below tRPC's error codes, so their bodies are written out.
  const { status, body } =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? { status: 408, body: { message: 'A requisição demorou demais para chegar.', code: 'REQUEST_TIMEOUT' } }
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? {
            status: 431,
            body: { message: HEAD_TOO_LARGE_MESSAGE, code: 'REQUEST_HEADER_FIELDS_TOO_LARGE' },
          }
        : errorBody('BAD_REQUEST');
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Error'}\r\nConnection: close\r\nCache-Control: no-store\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
  );
}

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

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
  if (isPoolBusyError(error)) return 'SERVER_BUSY';
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
