/**
 * The one reading of the `Authorization` header, for the CSRF guard and for sign-in alike, so they
 * can never disagree on whether a request is a token request (issue #20: `Bearer a b` skipped the
 * CSRF check while the session code read the request as the cookie's).
 *
 * - `token`: exactly `Bearer <token>` (RFC 6750: the scheme in any case, one or more spaces, one
 *   b64token). Such a request is the token's user's or a 401; its cookie is never read, and the
 *   CSRF rule does not apply (a browser never adds this header by itself).
 * - `malformed`: the Bearer scheme with anything else (no token, two parts, a tab, a stray
 *   character): refused with 401, whatever cookie it carries.
 * - `none`: no header, or another scheme (a proxy's Basic login in front of the clinic): a cookie
 *   request, with every cookie rule.
 */
import type { FastifyRequest } from 'fastify';

export type AuthorizationHeader = { kind: 'none' } | { kind: 'token'; token: string } | { kind: 'malformed' };

const NONE: AuthorizationHeader = { kind: 'none' };
const MALFORMED: AuthorizationHeader = { kind: 'malformed' };
const BEARER_SCHEME = /^bearer(?![^\s])/i;
const BEARER_TOKEN = /^bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

export function parseAuthorization(raw: string | undefined): AuthorizationHeader {
  // Whitespace around a header value is not part of it (RFC 9110 §5.5; Node's parser drops it too).
  const header = raw?.trim();
  if (!header || !BEARER_SCHEME.test(header)) return NONE;
  const match = BEARER_TOKEN.exec(header);
  return match ? { kind: 'token', token: match[1]! } : MALFORMED;
}

const parsed = new WeakMap<FastifyRequest, AuthorizationHeader>();

/** The request's header, read once however many hooks ask. */
export function requestAuthorization(request: FastifyRequest): AuthorizationHeader {
  let value = parsed.get(request);
  if (!value) {
    value = parseAuthorization(request.headers.authorization);
    parsed.set(request, value);
  }
  return value;
}
