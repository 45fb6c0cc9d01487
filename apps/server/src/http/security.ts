/**
 * Security headers for every response, and the CSRF rule for API mutations: a state-changing
 * request must be same-site and carry JSON (or no body at all).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { requestAuthorization } from './authorization';
import { sendError } from './http-errors';

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

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** `production`: HTTPS responses (direct or through a trusted proxy) also pin the browser to HTTPS. */
export function registerSecurityHeaders(app: FastifyInstance, options: { production: boolean }): void {
  // Callback hooks here and below: an async hook costs a promise on every request.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(SECURITY_HEADERS);
    if (options.production && request.protocol === 'https') {
      reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    }
    done(null, payload);
  });
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/**
 * Cross-site when the browser says so, or when Origin names another host. The host is the one the
 * client used: behind a trusted proxy (TRUST_PROXY) Fastify reads it from X-Forwarded-Host.
 */
function crossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return origin === 'null';
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/**
 * For API routes: refuses cross-site mutations (unless they are token requests: exactly one
 * well-formed API token, which a browser never adds by itself) and mutations whose body is not JSON;
 * gives body-less mutations (logout, convert) a JSON content type so the adapters accept them.
 */
export function registerCsrfGuard(app: FastifyInstance): void {
  // A refused request is answered here, and `done` is not called: nothing else runs for it.
  app.addHook('onRequest', (request, reply, done) => {
    if (!MUTATIONS.has(request.method)) return done();
    if (requestAuthorization(request).kind !== 'token' && crossSite(request)) return void sendError(reply, 'CROSS_SITE');
    const type = request.headers['content-type'];
    if (!type && !hasBody(request)) {
      request.headers['content-type'] = 'application/json';
      return done();
    }
    if (!type?.toLowerCase().startsWith('application/json')) return void sendError(reply, 'UNSUPPORTED_MEDIA_TYPE');
    // Media types are case-insensitive ('APPLICATION/JSON' is JSON); the REST adapter compares them
    // as written and answered such requests 415 in English.
    if (!type.startsWith('application/json')) request.headers['content-type'] = `application/json${type.slice('application/json'.length)}`;
    done();
  });
}
