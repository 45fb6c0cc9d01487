/**
 * Security headers for every response, and the CSRF rule for API mutations: a state-changing
 * request must be same-site and carry JSON (or no body at all).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Mantine writes CSS variables into style tags at run time, hence 'unsafe-inline' for styles only. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  });
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

function crossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return origin === 'null';
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).header('Cache-Control', 'no-store').send({ message, code });
}

/**
 * For API routes: refuses cross-site mutations and mutations whose body is not JSON;
 * gives body-less mutations (logout, convert) a JSON content type so the adapters accept them.
 */
export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!MUTATIONS.has(request.method)) return;
    if (crossSite(request)) {
      return refuse(reply, 403, 'FORBIDDEN', 'Requisição recusada: origem não permitida.');
    }
    const type = request.headers['content-type'];
    if (!type && !hasBody(request)) {
      request.headers['content-type'] = 'application/json';
      return;
    }
    if (!type?.toLowerCase().startsWith('application/json')) {
      return refuse(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Envie os dados como JSON (Content-Type: application/json).');
    }
  });
}
