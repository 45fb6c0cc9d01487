import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { TEST_PASSWORD, seedUser } from '@clinic/api/testing';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { RestClient, changedElsewhere, rewriteSession, startTestServer } from '../testing/test-server';
import { IDLE_TIMEOUT_MS } from './session-policy';

const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Clínica</title><div id="root"></div>');
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
const { tdb, server } = useTestServer({ webDist });
const texts: string[] = [];

afterAll(() => {
  // No response, in any test, carried a password hash.
  for (const text of texts) {
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('password_hash');
  }
});

function client() {
  const c = new RestClient(server.baseUrl);
  const request = c.request.bind(c);
  c.request = async (...args) => {
    const reply = await request(...args);
    texts.push(reply.text);
    return reply;
  };
  return c;
}

async function signedIn(role: 'admin' | 'manager' | 'recepcionista' = 'admin') {
  const user = await seedUser(tdb.db, { role });
  const c = client();
  const res = await c.post('/api/login', { email: user.email, password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  return { c, user };
}

describe('OpenAPI, health and docs', () => {
  it('lists the spec paths', async () => {
    const res = await client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    for (const p of ['/login', '/logout', '/user', '/register', '/rooms', '/rooms/{id}', '/system-logs', '/health']) {
      expect(paths.map((x) => x.replace(/^\/api/, ''))).toContain(p);
    }
  });

  it('answers health and serves the docs page', async () => {
    expect((await client().get('/api/health')).body).toEqual({ status: 'ok' });
    const docs = await client().get('/api/docs');
    expect(docs.status).toBe(200);
    expect(docs.text).toContain('swagger-ui-bundle.js');
    expect((await client().get('/api/docs/assets/swagger-ui-bundle.js')).status).toBe(200);
  });
});

describe('signed out', () => {
  it.each([
    ['GET', '/api/user'],
    ['GET', '/api/rooms'],
    ['POST', '/api/rooms'],
    ['PUT', '/api/rooms/1'],
    ['DELETE', '/api/rooms/1'],
    ['GET', '/api/system-logs'],
    ['POST', '/api/logout'],
  ])('%s %s answers 401', async (method, url) => {
    const res = await client().request(method, url, method === 'POST' || method === 'PUT' ? { name: 'x' } : undefined);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'UNAUTHORIZED', message: 'Sessão expirada ou inexistente. Entre novamente.' });
  });
});

describe('sign-in', () => {
  it('sets an httpOnly SameSite=Lax cookie and returns the user without the hash', async () => {
    const user = await seedUser(tdb.db, { email: 'ana@clinica.com' });
    const c = client();
    const res = await c.post('/api/login', { email: 'ana@clinica.com', password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, email: 'ana@clinica.com', firstName: user.firstName });
    const cookie = res.headers.getSetCookie().join(';');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await c.get('/api/user')).body).toMatchObject({ id: user.id });
  });

  it('gives a new session id at every sign-in and the old one stops working', async () => {
    const user = await seedUser(tdb.db);
    const c = client();
    await c.post('/api/login', { email: user.email, password: TEST_PASSWORD });
    const first = c.cookie;
    await c.post('/api/login', { email: user.email, password: TEST_PASSWORD });
    expect(c.cookie).not.toBe(first);
    const old = client();
    old.cookie = first;
    expect((await old.get('/api/user')).status).toBe(401);
  });

  it('answers 401 with one message for wrong password and unknown email; 400 for a bad email', async () => {
    await seedUser(tdb.db, { email: 'ana@clinica.com' });
    const wrong = await client().post('/api/login', { email: 'ana@clinica.com', password: 'nope-nope' });
    const unknown = await client().post('/api/login', { email: 'zz@clinica.com', password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
    const bad = await client().post('/api/login', { email: 'not-an-email', password: '123' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Email inválido');
  });

  it('answers 429 with Retry-After after 10 failures from one IP', async () => {
    const c = client();
    for (let i = 0; i < 10; i += 1) {
      expect((await c.post('/api/login', { email: `u${i}@clinica.com`, password: 'wrong-pass' })).status).toBe(401);
    }
    const res = await c.post('/api/login', { email: 'u@clinica.com', password: 'wrong-pass' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.body.message).toMatch(/Muitas tentativas/);
  });

  it('logout ends the session on the server', async () => {
    const { c } = await signedIn();
    const cookie = c.cookie;
    expect((await c.post('/api/logout')).status).toBe(200);
    const replay = client();
    replay.cookie = cookie;
    expect((await replay.get('/api/user')).status).toBe(401);
    const rows = await tdb.db.selectFrom('sessions').selectAll().execute();
    expect(rows).toHaveLength(0);
  });

  it('a blocked user is signed out at the next request', async () => {
    const { c, user } = await signedIn('manager');
    expect((await c.get('/api/rooms')).status).toBe(200);
    await changedElsewhere(server.app, tdb.db, () => tdb.db.updateTable('users').set({ isActive: false }).where('id', '=', user.id).execute());
    expect((await c.get('/api/rooms')).status).toBe(401);
  });

  it('ends a session idle for 60 minutes', async () => {
    const { c } = await signedIn();
    const row = await tdb.db.selectFrom('sessions').selectAll().executeTakeFirstOrThrow();
    const past = Date.now() - IDLE_TIMEOUT_MS - 1000;
    expect((await c.get('/api/user')).status).toBe(200);
    await rewriteSession(server.app, tdb.db, row.sid, { ...row.data, lastSeenAt: past, signedInAt: past });
    expect((await c.get('/api/user')).status).toBe(401);
  });

  it('keeps sessions in the database: they survive a server restart', async () => {
    const { c } = await signedIn();
    const second = await startTestServer(tdb.db);
    try {
      const other = new RestClient(second.baseUrl);
      other.cookie = c.cookie;
      expect((await other.get('/api/user')).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('register', () => {
  it('creates the first account over REST, then is closed to visitors', async () => {
    const c = client();
    const body = { email: 'dona@clinica.com', password: 'Pelvica#2026x', firstName: 'Dona', lastName: 'Clínica' };
    const res = await c.post('/api/register', body);
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('admin');
    expect((await c.get('/api/user')).status).toBe(200);
    expect((await client().post('/api/register', { ...body, email: 'x@clinica.com' })).status).toBe(401);
  });
});

describe('rooms over REST', () => {
  it('creates, edits, deactivates and removes a room; each change is in the log', async () => {
    const { c, user } = await signedIn('admin');
    const created = await c.post('/api/rooms', { name: 'Sala 1', isActive: true });
    expect(created.status).toBe(200);
    const id = created.body.id;
    expect((await c.put(`/api/rooms/${id}`, { name: 'Sala Rosa' })).body).toEqual({ id, name: 'Sala Rosa', isActive: true, version: 2 });
    expect((await c.put(`/api/rooms/${id}`, { isActive: false })).body.isActive).toBe(false);
    expect((await c.get('/api/rooms')).body).toEqual([{ id, name: 'Sala Rosa', isActive: false, version: 3 }]);
    expect((await c.delete(`/api/rooms/${id}`)).status).toBe(200);
    expect((await c.get('/api/rooms')).body).toEqual([]);

    const logs = await c.get('/api/system-logs?entity=room');
    expect(logs.status).toBe(200);
    expect(logs.body.total).toBe(4);
    expect(logs.body.items.map((l: { action: string }) => l.action)).toEqual(['delete', 'update', 'update', 'create']);
    expect(logs.body.items[0]).toMatchObject({
      entity: 'room',
      entityId: id,
      userId: user.id,
      user: { firstName: user.firstName, lastName: user.lastName },
      ipAddress: '127.0.0.1',
    });
  });

  it('answers 400 in Portuguese for bad input, never 500', async () => {
    const { c } = await signedIn();
    const empty = await c.post('/api/rooms', { name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'BAD_REQUEST', message: 'Nome é obrigatório' });
    expect(empty.body.issues[0].path).toEqual(['name']);
    expect((await c.post('/api/rooms', { name: 'x'.repeat(51) })).status).toBe(400);
    expect((await c.post('/api/rooms', '{"name": ')).status).toBe(400);
    expect((await c.post('/api/rooms', [1, 2])).status).toBe(400);
    expect((await c.put('/api/rooms/abc', { name: 'A' })).status).toBe(400);
    expect((await c.delete('/api/rooms/-1')).status).toBe(400);
  });

  it('answers 400, not 500, for values the database cannot hold', async () => {
    const { c } = await signedIn();
    for (const [method, url] of [
      ['PUT', '/api/rooms/99999999999'],
      ['DELETE', '/api/rooms/2147483648'],
      ['PUT', '/api/services/99999999999'],
      ['PUT', '/api/users/99999999999'],
      ['GET', '/api/system-logs?userId=99999999999'],
    ] as const) {
      const res = await c.request(method, url, method === 'PUT' ? { name: 'A' } : undefined);
      expect(res.status, `${method} ${url}`).toBe(400);
    }
    expect((await c.get('/api/users/99999999999/photo')).status).toBe(404);
    const nul = await c.post('/api/rooms', { name: 'Sala\u0000' });
    expect(nul.status).toBe(400);
    expect((await c.get('/api/services?search=%00')).status).toBe(400);
    const log = await c.post('/api/system-logs', { action: 'update', entity: 'lead', description: 'a\u0000b' });
    expect(log.status).toBe(400);
  });

  it('words framework errors in Portuguese', async () => {
    const { c } = await signedIn();
    const big = await c.post('/api/rooms', { name: 'x'.repeat(1_100_000) });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Os dados enviados são grandes demais.');
    const trpcJson = await c.request('POST', '/trpc/rooms.create', '{"name": ');
    expect(trpcJson.status).toBe(400);
    expect(trpcJson.text).toContain('JSON inválido');
  });

  it('answers 404 for a missing room and 409 for a duplicate name', async () => {
    const { c } = await signedIn();
    expect((await c.put('/api/rooms/999', { name: 'A' })).status).toBe(404);
    expect((await c.delete('/api/rooms/999')).body).toMatchObject({ code: 'NOT_FOUND', message: 'Sala não encontrada' });
    await c.post('/api/rooms', { name: 'Sala 1' });
    const dup = await c.post('/api/rooms', { name: 'sala 1' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Já existe uma sala com este nome');
  });

  it('answers 403 to roles that may not change rooms', async () => {
    const { c } = await signedIn('recepcionista');
    expect((await c.get('/api/rooms')).status).toBe(200);
    const res = await c.post('/api/rooms', { name: 'Sala 1' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Você não tem permissão para realizar esta ação.');
  });

  it('is the same data over /trpc', async () => {
    const { c } = await signedIn();
    await c.post('/api/rooms', { name: 'Sala 1' });
    const res = await c.get('/trpc/rooms.list');
    expect(res.body.result.data).toEqual([{ id: 1, name: 'Sala 1', isActive: true, version: 1 }]);
  });
});

describe('CSRF and headers', () => {
  it('refuses cross-site mutations and non-JSON bodies', async () => {
    const { c } = await signedIn();
    const cross = await c.post('/api/rooms', { name: 'A' }, { origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    const fetchSite = await c.post('/api/rooms', { name: 'A' }, { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.status).toBe(403);
    const form = await c.post('/api/rooms', 'name=A', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(form.body).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Envie os dados como JSON (Content-Type: application/json).' });
    // Media types are case-insensitive: this is JSON (it was 415 'Unsupported content-type' in English).
    const upper = await c.post('/api/rooms', { name: 'Sala B' }, { 'content-type': 'APPLICATION/JSON; Charset=UTF-8' });
    expect(upper.status).toBe(200);
    const same = await c.post('/api/rooms', { name: 'A' }, { origin: server.baseUrl });
    expect(same.status).toBe(200);
  });

  it('sends security headers everywhere and no-store on the API', async () => {
    const api = await client().get('/api/health');
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    const page = await client().get('/rooms');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});

describe('web app', () => {
  it('serves the SPA for client routes and JSON 404 for unknown API paths', async () => {
    const root = await client().get('/');
    expect(root.status).toBe(200);
    expect(root.text).toContain('<div id="root">');
    const page = await client().get('/patients');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
    expect((await client().get('/some/unknown/route')).status).toBe(200);
    const asset = await client().get('/assets/app-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const api = await client().get('/api/nope');
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ code: 'NOT_FOUND' });
  });
});

afterEach(() => undefined);
