/**
 * REST procedures are answered by their own Fastify routes (rest-routes.ts); trpc-to-openapi's
 * handler still answers what those do not match. Its path patterns ignore letter case, so the same
 * request sent as '/api/ROOMS' goes through the adapter: both must answer the same status, headers
 * and body, for successes and for every kind of error.
 */
import { TEST_PASSWORD, seedUser } from '@clinic/api/testing';
import type { Role } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Reply, RestClient, type TestDatabase, type TestServer, createTestDatabase, startTestServer } from '../../testing/test-server';

let tdb: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  tdb = await createTestDatabase();
  // The fast paths on here whatever FAST_PATHS says: they are what is compared.
  server = await startTestServer(tdb.db, { fastPaths: true });
});
afterAll(async () => {
  await server?.close();
  await tdb?.close();
});

async function signedIn(role: Role, on: TestServer = server) {
  const user = await seedUser(tdb.db, { role });
  const c = new RestClient(on.baseUrl);
  expect((await c.post('/api/login', { email: user.email, password: TEST_PASSWORD })).status).toBe(200);
  return c;
}

/** '/api/rooms/1?x' → '/api/ROOMS/1?x': no route of ours matches it, the adapter's patterns do. */
const viaAdapter = (path: string) => path.replace(/^\/api\/([a-z-]+)/, (_, first: string) => `/api/${first.toUpperCase()}`);

function comparable(reply: Reply) {
  return {
    status: reply.status,
    contentType: reply.headers.get('content-type'),
    retryAfter: reply.headers.get('retry-after'),
    body: reply.body,
  };
}

async function expectSameAnswer(c: RestClient, method: string, path: string, body?: unknown) {
  const direct = await c.request(method, path, body);
  const adapter = await c.request(method, viaAdapter(path), body);
  expect(comparable(direct), `${method} ${path}`).toEqual(comparable(adapter));
  return direct;
}

describe('REST routes', () => {
  it('are registered one per procedure path', () => {
    expect(server.app.hasRoute({ method: 'GET', url: '/api/rooms' })).toBe(true);
    expect(server.app.hasRoute({ method: 'PUT', url: '/api/rooms/:id' })).toBe(true);
    expect(server.app.hasRoute({ method: 'GET', url: '/api/patients/search' })).toBe(true);
  });

  it('are not there with FAST_PATHS=off: the adapters answer, and no session is kept in memory', async () => {
    const off = await startTestServer(tdb.db, { fastPaths: false });
    try {
      expect(off.app.hasRoute({ method: 'GET', url: '/api/rooms' })).toBe(false);
      expect(off.app.sessionCache).toBeUndefined();
      const admin = await signedIn('admin', off);
      const rooms = await admin.get('/api/rooms');
      expect(rooms.status).toBe(200);
      const trpc = await admin.get('/trpc/rooms.list');
      expect(trpc.status).toBe(200);
      // tRPC's own adapter streams its answer (no Content-Length), where the direct path sends one.
      expect(trpc.headers.get('content-length')).toBeNull();
    } finally {
      await off.close();
    }
  });

  it('answer exactly as the trpc-to-openapi handler does', async () => {
    const admin = await signedIn('admin');
    const room = (await admin.post('/api/rooms', { name: 'Sala Igual' })).body as { id: number };
    await admin.post('/api/patients', { firstName: 'Ana', lastName: 'Souza', phone: '(11) 98765-4321', dysfunctions: ['Prolapso'] });

    // Successes: lists, one row, query strings converted (numbers, one or many array values, empty dropped).
    expect((await expectSameAnswer(admin, 'GET', '/api/rooms')).status).toBe(200);
    expect((await expectSameAnswer(admin, 'GET', `/api/rooms/${room.id}`)).status).toBeGreaterThanOrEqual(200);
    expect((await expectSameAnswer(admin, 'GET', '/api/patients?limit=1&offset=0&sex=')).status).toBe(200);
    expect((await expectSameAnswer(admin, 'GET', '/api/patients?dysfunctions=Prolapso')).status).toBe(200);
    expect((await expectSameAnswer(admin, 'GET', '/api/patients?dysfunctions=Prolapso&dysfunctions=Sem%20queixa')).status).toBe(200);
    expect((await expectSameAnswer(admin, 'GET', '/api/patients/search?q=ana')).status).toBe(200);
    expect((await expectSameAnswer(admin, 'GET', '/api/system-logs?entity=room&limit=5')).status).toBe(200);
    // An update that changes nothing answers the row (the same both times).
    expect((await expectSameAnswer(admin, 'PUT', `/api/rooms/${room.id}`, { name: 'Sala Igual' })).status).toBe(200);

    // Errors: 400 (query, path and body validation), 404, 409, 403, 401.
    expect((await expectSameAnswer(admin, 'GET', '/api/patients?limit=abc')).status).toBe(400);
    expect((await expectSameAnswer(admin, 'GET', '/api/rooms/abc')).status).toBeGreaterThanOrEqual(400);
    expect((await expectSameAnswer(admin, 'PUT', '/api/rooms/abc', { name: 'X' })).status).toBe(400);
    expect((await expectSameAnswer(admin, 'POST', '/api/rooms', { name: '' })).status).toBe(400);
    expect((await expectSameAnswer(admin, 'POST', '/api/rooms', { name: 'Sala Igual' })).status).toBe(409);
    expect((await expectSameAnswer(admin, 'PUT', '/api/rooms/999999', { name: 'Nenhuma' })).status).toBe(404);
    expect((await expectSameAnswer(admin, 'DELETE', '/api/rooms/999999')).status).toBe(404);
    const physio = await signedIn('physiotherapist');
    expect((await expectSameAnswer(physio, 'POST', '/api/rooms', { name: 'Sala Proibida' })).status).toBe(403);
    expect((await expectSameAnswer(physio, 'GET', '/api/system-logs')).status).toBe(403);
    const anonymous = new RestClient(server.baseUrl);
    expect((await expectSameAnswer(anonymous, 'GET', '/api/rooms')).status).toBe(401);
    expect((await expectSameAnswer(anonymous, 'POST', '/api/login', { email: 'ninguem@clinica.com', password: 'errada-errada' })).status).toBe(401);
  });

  it('leave HEAD, trailing slashes and unknown paths to the adapter, as before', async () => {
    const admin = await signedIn('admin');
    expect((await admin.request('HEAD', '/api/rooms')).status).toBe(204);
    const trailing = await admin.get('/api/rooms/');
    expect(trailing.status).toBe(200);
    expect(trailing.body).toEqual((await admin.get('/api/rooms')).body);
    const unknown = await admin.get('/api/no-such-path');
    expect(unknown.status).toBe(404);
  });
});
