/**
 * The fuzz's HTTP side: one cookie per caller, bodies sent as bytes (so a missing content type
 * stays missing), and a replayable description of every request.
 */
import type { ConcreteRequest } from './openapi-arbitraries';
import type { Answer } from './oracle';

export const SESSION_COOKIE_NAME = 'clinica.sid';

export class FuzzClient {
  cookie = '';
  constructor(readonly baseUrl: string) {}

  async send(request: ConcreteRequest): Promise<Answer & { text: string; headers: Headers }> {
    const headers: Record<string, string> = { ...request.headers };
    if (this.cookie) headers.cookie = this.cookie;
    const res = await fetch(`${this.baseUrl}${request.url}`, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
    });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
    if (setCookie) {
      const value = setCookie.split(';')[0]!;
      this.cookie = value === `${SESSION_COOKIE_NAME}=` ? '' : value;
    }
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: judged as such
    }
    return { status: res.status, body, text, headers: res.headers };
  }

  /** JSON in, parsed JSON out; throws unless 2xx (for seeding). */
  async json<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
    const reply = await this.send({
      method,
      url,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
    });
    if (reply.status < 200 || reply.status >= 300) throw new Error(`${method} ${url} answered ${reply.status}: ${reply.text.slice(0, 300)}`);
    return reply.body as T;
  }
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** A curl line that sends the same request (the session cookie named, not copied). */
export function describeRequest(baseUrl: string, request: ConcreteRequest, callerLabel: string): string {
  const url = request.url.length > 1_000 ? `${request.url.slice(0, 300)}…' # URL of ${request.url.length} characters '` : request.url;
  const parts = [`curl -sS -X ${request.method} ${shellQuote(`${baseUrl}${url}`)}`];
  for (const [name, value] of Object.entries(request.headers)) parts.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (callerLabel !== 'signed out') parts.push(`-b 'clinica.sid=<session of a ${callerLabel}>'`);
  if (request.body) {
    const utf8 = request.body.toString('utf8');
    const clean = Buffer.from(utf8, 'utf8').equals(request.body);
    if (request.body.length > 2_000) {
      const head = clean ? utf8.slice(0, 120) : request.body.subarray(0, 120).toString('latin1');
      parts.push(`--data-binary @body  # ${request.body.length} bytes, starting ${JSON.stringify(head)}`);
    } else if (clean && ![...utf8].some((ch) => ch < ' ' && !'\t\n\r'.includes(ch))) {
      parts.push(`--data-binary ${shellQuote(utf8)}`);
    } else {
      const hex = [...request.body].map((b) => `\\x${b.toString(16).padStart(2, '0')}`).join('');
      return `printf '%b' ${shellQuote(hex)} | ${parts.join(' ')} --data-binary @-`;
    }
  }
  return parts.join(' ');
}
