/**
 * The one way errors raised outside procedures leave the server: a catalogue code
 * (packages/domain/src/common/errors.ts) gives the status, the `code` and the Portuguese message.
 */
import { SERVER_BUSY_RETRY_SECONDS, toAppError } from '@clinic/api';
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

/**
 * Requests Node's HTTP parser refuses before Fastify sees them: a head that does not arrive in time
 * answers 408, a head over 16 KiB 431, anything else unreadable 400 (toAppError decides), with the
 * house `{message, code}` body; then the socket closes.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy(error);
    return;
  }
  const { code } = toAppError(error);
  const { status, body } = errorBody(code === 'REQUEST_TIMEOUT' || code === 'HEAD_TOO_LARGE' ? code : 'BAD_REQUEST');
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nConnection: close\r\nCache-Control: no-store\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
  );
}

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

/** Every error that reaches Fastify (parsers, plugins, hooks, the session store) goes out here. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { code } = toAppError(error);
    if (code === 'INTERNAL') request.log.error(error);
    else if (code === 'DATABASE_UNAVAILABLE') request.log.warn({ err: error }, 'banco de dados indisponível');
    return sendError(reply, code);
  });
}
