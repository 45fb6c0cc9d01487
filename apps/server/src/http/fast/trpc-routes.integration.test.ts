/**
 * Plain JSON tRPC calls are answered directly (trpc-routes.ts); a second server with the fast paths
 * off (FAST_PATHS=off) answers everything through tRPC's own Fastify adapter. Both share the database and the
 * session secret, so one cookie works on both: the same request must get the same status, headers
 * that matter and body from each, for single and batched calls, successes and errors, and for the
 * requests the direct path leaves to tRPC.
 */
import type { AddressInfo } from 'node:net';

import { TEST_PASSWORD, seedUser } from '@clinic/api/testing';
import type { Role } from '@clinic/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RestClient, TEST_SECRET, type TestDatabase, type TestServer, createTestDatabase, startTestServer } from '../../testing/test-server';
import { apiPlugin } from '../api-plugin';
import { registerErrorHandler } from '../http-errors';

let tdb: TestDatabase;
let server: TestServer;
let reference: FastifyInstance;
let referenceUrl: string;

beforeAll(async () => {
  tdb = await createTestDatabase();
  // The fast paths on here whatever FAST_PATHS says: they are what is compared.
  server = await startTestServer(tdb.db, { fastPaths: true });
  reference = Fastify({ routerOptions: { maxParamLength: 5000 } });
  registerErrorHandler(reference);
  await reference.register(apiPlugin, { db: tdb.db, sessionSecret: TEST_SECRET, fastPaths: false });
  await reference.listen({ port: 0, host: '127.0.0.1' });
  referenceUrl = `http://127.0.0.1:${(reference.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await reference?.close();
  await server?.close();
  await tdb?.close();
});

async function signedIn(role: Role) {
  const user = await seedUser(tdb.db, { role });
  const c = new RestClient(server.baseUrl);
  expect((await c.post('/api/login', { email: user.email, password: TEST_PASSWORD })).status).toBe(200);
  return c.cookie;
}

async function send(baseUrl: string, cookie: string, method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body,
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    vary: res.headers.get('vary'),
    retryAfter: res.headers.get('retry-after'),
    body: parsed,
  };
}

async function expectSameAnswer(cookie: string, method: string, path: string, body?: unknown, headers?: Record<string, string>) {
  const text = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const direct = await send(server.baseUrl, cookie, method, path, text, headers);
  const official = await send(referenceUrl, cookie, method, path, text, headers);
  expect(direct, `${method} ${path}`).toEqual(official);
  return direct;
}

const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;

describe('tRPC calls answered directly', () => {
  it('answer as tRPC’s own handler does: single and batched, successes and errors', async () => {
    const admin = await signedIn('admin');
    const physio = await signedIn('physiotherapist');
    const created = await send(server.baseUrl, admin, 'POST', '/trpc/rooms.create', JSON.stringify({ name: 'Sala Igual' }));
    expect(created.status).toBe(200);
    const roomId = (created.body as { result: { data: { id: number } } }).result.data.id;

    expect((await expectSameAnswer(admin, 'GET', '/trpc/rooms.list')).status).toBe(200);
    // The direct path did answer it: a whole body with its length, where tRPC's handler streams it.
    const lengthOf = async (baseUrl: string) =>
      (await fetch(`${baseUrl}/trpc/rooms.list`, { headers: { cookie: admin } })).headers.get('content-length');
    expect(await lengthOf(server.baseUrl)).toMatch(/^\d+$/);
    expect(await lengthOf(referenceUrl)).toBeNull();
    expect((await expectSameAnswer(admin, 'GET', `/trpc/rooms.list?${input({})}`)).status).toBe(200);
    expect((await expectSameAnswer(admin, 'GET', `/trpc/systemLogs.list?${input({ entity: 'room', limit: 5 })}`)).status).toBe(200);
    expect((await expectSameAnswer(admin, 'GET', `/trpc/rooms.list,auth.me?batch=1&${input({ 0: {} })}`)).status).toBe(200);
    expect((await expectSameAnswer(admin, 'GET', '/trpc/rooms.list,auth.me?batch=1')).status).toBe(200);
    // Errors: validation, roles, signed out; a batch with one of each kind answers 207.
    expect((await expectSameAnswer(admin, 'GET', `/trpc/systemLogs.list?${input({ limit: 'x' })}`)).status).toBe(400);
    expect((await expectSameAnswer(physio, 'GET', '/trpc/systemLogs.list')).status).toBe(403);
    expect((await expectSameAnswer('', 'GET', '/trpc/rooms.list')).status).toBe(401);
    expect((await expectSameAnswer(physio, 'GET', `/trpc/rooms.list,systemLogs.list?batch=1&${input({})}`)).status).toBe(207);
    // Mutations: a duplicate, invalid input, a change to nothing (the same row both times), forbidden, batched.
    expect((await expectSameAnswer(admin, 'POST', '/trpc/rooms.create', { name: 'Sala Igual' })).status).toBe(409);
    expect((await expectSameAnswer(admin, 'POST', '/trpc/rooms.create', { name: '' })).status).toBe(400);
    expect((await expectSameAnswer(admin, 'POST', '/trpc/rooms.update', { id: roomId, name: 'Sala Igual' })).status).toBe(200);
    expect((await expectSameAnswer(physio, 'POST', '/trpc/rooms.create', { name: 'Sala Proibida' })).status).toBe(403);
    expect((await expectSameAnswer(admin, 'POST', '/trpc/rooms.create,rooms.update?batch=1', { 0: { name: 'Sala Igual' }, 1: { id: roomId, name: 'Sala Igual' } })).status).toBe(207);
    expect((await expectSameAnswer('', 'POST', '/trpc/auth.login', { email: 'ninguem@clinica.com', password: 'errada-errada' })).status).toBe(401);
  });

  it('leave everything else to tRPC’s handler, with the same answers', async () => {
    const admin = await signedIn('admin');
    expect((await expectSameAnswer(admin, 'GET', '/trpc/no.such')).status).toBe(404);
    expect((await expectSameAnswer(admin, 'POST', '/trpc/rooms.list', {})).status).toBe(405);
    expect((await expectSameAnswer(admin, 'GET', `/trpc/rooms.create?${input({ name: 'x' })}`)).status).toBe(405);
    expect((await expectSameAnswer(admin, 'GET', '/trpc/rooms.list?input=%7Bnot-json')).status).toBe(400);
    expect((await expectSameAnswer(admin, 'GET', `/trpc/rooms.list?batch=1&${input([1])}`)).status).toBe(400);
    expect((await expectSameAnswer(admin, 'GET', `/trpc/rooms.list,systemLogs.list?batch=1&${input({})}`, undefined, { 'trpc-accept': 'application/jsonl' })).status).toBe(200);
    expect((await expectSameAnswer(admin, 'POST', '/trpc/rooms.create', '{"name":', undefined)).status).toBe(400);
  });
});
