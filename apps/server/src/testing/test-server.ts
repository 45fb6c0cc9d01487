/* eslint-disable @typescript-eslint/no-explicit-any -- test replies are checked with matchers, not types */
/** Starts the real server on a free port over a fresh test database, with a tiny cookie-aware client. */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import { TEST_PASSWORD, seedUser } from '@clinic/api/testing';
import type { UserRow } from '@clinic/db';
import { type TestDatabase, createTestDatabase, notifyAuthChannel, rewriteSessionData } from '@clinic/db/testing';
import type { Role } from '@clinic/domain';
import type { FastifyInstance } from 'fastify';

import { type BuildServerOptions, buildServer } from '../app';
import { fastPathsFrom } from '../config';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  close(): Promise<void>;
}

/** FAST_PATHS from the environment (on unless `off`): the same tests run in both modes. */
export const FAST_PATHS = fastPathsFrom(process.env);

export async function startTestServer(
  db: TestDatabase['db'],
  options: Pick<BuildServerOptions, 'webDist' | 'production' | 'trustProxy' | 'logger' | 'fastPaths' | 'triggerCheckMs'> = {},
): Promise<TestServer> {
  const app = await buildServer({ db, sessionSecret: TEST_SECRET, fastPaths: FAST_PATHS, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** A REST client that keeps the session cookie like a browser does. */
export class RestClient {
  cookie = '';
  constructor(private readonly baseUrl: string) {}

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
    const init: RequestInit = { method, headers: { ...headers } };
    if (this.cookie) (init.headers as Record<string, string>).cookie = this.cookie;
    if (body !== undefined) {
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await fetch(`${this.baseUrl}${path}`, init);
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('clinica.sid='));
    if (setCookie) {
      const value = setCookie.split(';')[0]!;
      this.cookie = value === 'clinica.sid=' ? '' : value;
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (HTML pages)
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }
  put<T = any>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body);
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }
}

/** A new user with `role`, signed in over REST: the client carries their session cookie. */
export async function signedInClient(
  server: TestServer,
  db: TestDatabase['db'],
  role: Role,
): Promise<{ client: RestClient; user: UserRow }> {
  const user = await seedUser(db, { role });
  const client = new RestClient(server.baseUrl);
  const reply = await client.post('/api/login', { email: user.email, password: TEST_PASSWORD });
  if (reply.status !== 200) throw new Error(`sign-in as ${role} answered ${reply.status}: ${reply.text}`);
  return { client, user };
}

/**
 * Runs `write`, a change made straight to the database as another server process or a script would
 * make it, and returns once `app` has heard of it: PostgreSQL tells other connections after the
 * commit, within milliseconds; the embedded database before the statement returns. (It waits for a
 * notification sent after the write, so an earlier one still on its way cannot end the wait.)
 * A change made through the server itself needs no wait: it is seen by the very next request.
 * With the fast paths off (no memory of sessions) nothing waits: every request reads the database.
 */
export async function changedElsewhere(
  app: Pick<FastifyInstance, 'sessionCache'>,
  db: TestDatabase['db'],
  write: () => Promise<unknown>,
): Promise<void> {
  const cache = app.sessionCache;
  if (!cache) return void (await write());
  // Known before it is sent (the embedded database delivers it before the statement returns), and a
  // heartbeat's (h…): it forgets nothing, so the change itself must be what the server forgets by.
  const barrier = `h-barrier-${randomUUID()}`;
  let heardBarrier = false;
  const stop = cache.observe((payload) => {
    if (payload === barrier) heardBarrier = true;
  });
  try {
    await write();
    await notifyAuthChannel(db, barrier);
    const deadline = Date.now() + 5_000;
    while (cache.live && !heardBarrier) {
      if (Date.now() > deadline) throw new Error('the server did not hear the change within 5 s');
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  } finally {
    stop();
  }
}

/** Rewrites a session's stored data (its times) as another process would, once `app` has heard of it. */
export async function rewriteSession(
  app: Pick<FastifyInstance, 'sessionCache'>,
  db: TestDatabase['db'],
  sid: string,
  data: object,
): Promise<void> {
  await changedElsewhere(app, db, () => rewriteSessionData(db, sid, data));
}

export { createTestDatabase, type TestDatabase };

/** The paths of the OpenAPI document, without the /api prefix ('/patients/{id}'). */
export async function documentedPaths(baseUrl: string): Promise<string[]> {
  const doc = (await new RestClient(baseUrl).get<{ paths: Record<string, unknown> }>('/api/openapi.json')).body;
  return Object.keys(doc.paths).map((p) => p.replace(/^\/api/, ''));
}
