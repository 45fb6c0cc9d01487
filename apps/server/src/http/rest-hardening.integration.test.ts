/**
 * Fixes from the outside security and reliability test (issue #6), each reproduced over real HTTP.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { TEST_PASSWORD, seedUser } from '@clinic/api/testing';
import type { Role } from '@clinic/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { RestClient, type TestServer, changedElsewhere, rewriteSession, startTestServer } from '../testing/test-server';
import { STRICT_TRANSPORT_SECURITY } from './security';

const { tdb, server } = useTestServer();
const extra: TestServer[] = [];
afterAll(async () => Promise.all(extra.map((s) => s.close())));

async function another(options: Parameters<typeof startTestServer>[1]) {
  const s = await startTestServer(tdb.db, options);
  extra.push(s);
  return s;
}

async function signIn(baseUrl: string, role: Role = 'admin', headers: Record<string, string> = {}) {
  const user = await seedUser(tdb.db, { role });
  const c = new RestClient(baseUrl);
  const res = await c.post('/api/login', { email: user.email, password: TEST_PASSWORD }, headers);
  return { c, res, user };
}

describe('sign-in in production', () => {
  it('sets a session cookie over plain HTTP (not Secure), so the documented Docker path works', async () => {
    const prod = await another({ production: true });
    const { c, res } = await signIn(prod.baseUrl);
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((v) => v.startsWith('clinica.sid='));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/;\s*Secure/i);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect((await c.get('/api/user')).status).toBe(200);
  });

  it('marks the cookie Secure and sends HSTS when a trusted proxy says the request was HTTPS', async () => {
    const prod = await another({ production: true, trustProxy: 1 });
    const https = { 'x-forwarded-proto': 'https' };
    const { res } = await signIn(prod.baseUrl, 'admin', https);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().find((v) => v.startsWith('clinica.sid='))).toMatch(/;\s*Secure/i);
    expect(res.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const prod = await another({ production: true });
    const res = await new RestClient(prod.baseUrl).get('/api/health', { 'x-forwarded-proto': 'https' });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('behind a proxy that rewrites Host', () => {
  it('judges same-origin by X-Forwarded-Host from the trusted proxy', async () => {
    const proxied = await another({ trustProxy: 1 });
    const { c } = await signIn(proxied.baseUrl);
    const headers = { origin: 'https://clinica.example.com', 'x-forwarded-host': 'clinica.example.com', 'x-forwarded-proto': 'https' };
    const ok = await c.post('/api/rooms', { name: 'Sala 1' }, headers);
    expect(ok.status).toBe(200);
    const evil = await c.post('/api/rooms', { name: 'Sala 2' }, { ...headers, origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.body).toEqual({ code: 'FORBIDDEN', message: 'Requisição recusada: origem não permitida.' });
  });

  it('does not believe X-Forwarded-Host without TRUST_PROXY', async () => {
    const { c } = await signIn(server.baseUrl);
    const res = await c.post(
      '/api/rooms',
      { name: 'Sala 1' },
      { origin: 'https://clinica.example.com', 'x-forwarded-host': 'clinica.example.com' },
    );
    expect(res.status).toBe(403);
  });
});

describe('batched tRPC calls', () => {
  it('answer however many procedures they name (the path grows past 100 characters)', async () => {
    const { c } = await signIn(server.baseUrl);
    const names = Array.from({ length: 8 }, (_, i) => (i % 2 ? 'services.list' : 'rooms.list'));
    const input = encodeURIComponent(JSON.stringify(Object.fromEntries(names.map((_, i) => [i, {}]))));
    const res = await c.get(`/trpc/${names.join(',')}?batch=1&input=${input}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(8);
  });
});

describe('updates with nothing to change', () => {
  it('answer the current row, unchanged, on every update path', async () => {
    const { c, user } = await signIn(server.baseUrl);
    const room = (await c.post('/api/rooms', { name: 'Sala 1' })).body;
    const service = (await c.post('/api/services', { name: 'Avaliação', price: '150.00' })).body;
    const rooms = await c.put(`/api/rooms/${room.id}`, {});
    expect(rooms.status).toBe(200);
    expect(rooms.body).toEqual(room);
    const services = await c.put(`/api/services/${service.id}`, {});
    expect(services.status).toBe(200);
    expect(services.body).toMatchObject({ id: service.id, name: 'Avaliação', price: '150.00' });
    const users = await c.put(`/api/users/${user.id}`, {});
    expect(users.status).toBe(200);
    expect(users.body).toMatchObject({ id: user.id, email: user.email });
    const trpc = await c.post('/trpc/rooms.update', { id: room.id });
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data).toEqual(room);
  });
});

describe('deeply nested JSON', () => {
  const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

  it('is refused with 400 on REST and tRPC, signed out or in, before any adapter walks it', async () => {
    const anon = new RestClient(server.baseUrl);
    for (const url of ['/api/login', '/api/rooms', '/trpc/rooms.create']) {
      const res = await anon.post(url, deep(4500));
      expect(res.status, url).toBe(400);
      expect(res.body).toEqual({ code: 'BAD_REQUEST', message: 'JSON inválido: níveis de aninhamento demais.' });
    }
    const { c } = await signIn(server.baseUrl);
    expect((await c.put('/api/rooms/1', deep(100))).status).toBe(400);
    expect((await c.get(`/trpc/rooms.list?input=${encodeURIComponent(deep(100))}`)).status).toBe(400);
    // Longer URLs never get this far: Node refuses oversized headers itself (with the house body).
    const huge = await c.get(`/trpc/rooms.list?input=${encodeURIComponent(deep(4500))}`);
    expect(huge.status).toBe(431);
    expect(huge.body).toEqual({
      code: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
      message: 'O endereço ou os cabeçalhos da requisição são grandes demais.',
    });
  });
});

describe('requests the router cannot read', () => {
  it('a bad percent-escape in the path gets the house 400 body, not the framework\'s English one', async () => {
    const { c } = await signIn(server.baseUrl);
    for (const url of ['/api/leads/%zz', '/api/rooms/%E0%A4%A', '/trpc/rooms.list%']) {
      const res = await c.get(url);
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual({ code: 'BAD_REQUEST', message: 'Requisição inválida' });
    }
  });
});

describe('system logs hold IPs and typed e-mails', () => {
  it.each(['recepcionista', 'physiotherapist', 'financeiro', 'lider'] as const)('are refused to %s', async (role) => {
    const { c } = await signIn(server.baseUrl, role);
    const res = await c.get('/api/system-logs');
    expect(res.status).toBe(403);
    expect((await c.post('/api/system-logs', { action: 'update', entity: 'lead', description: 'ok' })).status).toBe(200);
  });

  it('are readable by admin and manager', async () => {
    for (const role of ['admin', 'manager'] as const) {
      const { c } = await signIn(server.baseUrl, role);
      expect((await c.get('/api/system-logs')).status).toBe(200);
    }
  });
});

describe('OpenAPI document and docs', () => {
  it('declares the session cookie and marks login and health as open', async () => {
    const doc = (await new RestClient(server.baseUrl).get('/api/openapi.json')).body;
    expect(doc.components.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'clinica.sid' }),
      apiToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    expect(doc.paths['/login'].post.security).toBeUndefined();
    expect(doc.paths['/health'].get.security).toBeUndefined();
    expect(doc.paths['/rooms'].get.security).toEqual([{ sessionCookie: [] }, { apiToken: [] }]);
  });

  it('serves only what Swagger UI needs, compressed', async () => {
    const anon = new RestClient(server.baseUrl);
    const bundle = await anon.get('/api/docs/assets/swagger-ui-bundle.js', { 'accept-encoding': 'gzip' });
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-encoding')).toBe('gzip');
    expect((await anon.get('/api/docs/assets/swagger-ui.css')).status).toBe(200);
    for (const url of ['/api/docs/assets/package.json', '/api/docs/assets/index.html', '/api/docs/assets/../package.json']) {
      const res = await anon.get(url);
      expect(res.status, url).toBe(404);
      expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: 'Rota não encontrada' });
    }
  });
});

describe('the built web app', () => {
  let web: TestServer;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const script = 'console.log("clínica");'.repeat(200);
    writeFileSync(path.join(dist, 'assets', 'main-abc.js'), script);
    writeFileSync(path.join(dist, 'assets', 'main-abc.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'assets', 'main-abc.js.gz'), gzipSync(script));
    web = await another({ webDist: dist });
  });

  it('sends the precompressed asset the browser accepts', async () => {
    const anon = new RestClient(web.baseUrl);
    const br = await anon.get('/assets/main-abc.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.text).toContain('clínica');
    expect((await anon.get('/assets/main-abc.js', { 'accept-encoding': 'gzip' })).headers.get('content-encoding')).toBe('gzip');
    const plain = await anon.get('/assets/main-abc.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('cache-control')).toContain('immutable');
  });

  it('answers a path-traversal probe with a status and code that agree', async () => {
    for (const url of ['/assets/..%2f..%2fpackage.json', '/assets/%2e%2e/%2e%2e/etc/passwd', '/api/docs/assets/..%2f..%2fpackage.json']) {
      const res = await new RestClient(web.baseUrl).get(url);
      expect(res.status, url).toBeLessThan(500);
      expect(res.text).not.toContain('"dependencies"');
      if (res.status >= 400) {
        expect(res.body.code, url).toBe({ 400: 'BAD_REQUEST', 403: 'FORBIDDEN', 404: 'NOT_FOUND' }[res.status as 400]);
      }
    }
  });
});

describe('the signed-in user of each request', () => {
  it('is read again as soon as the database announces a change: a role change or a block made there applies to the next request', async () => {
    const { c, user } = await signIn(server.baseUrl, 'admin');
    expect((await c.get('/api/system-logs')).status).toBe(200);

    await changedElsewhere(server.app, tdb.db, () => tdb.db.updateTable('users').set({ role: 'recepcionista' }).where('id', '=', user.id).execute());
    expect((await c.get('/api/system-logs')).status).toBe(403);
    expect((await c.get('/api/user')).body.role).toBe('recepcionista');

    await changedElsewhere(server.app, tdb.db, () => tdb.db.updateTable('users').set({ isActive: false }).where('id', '=', user.id).execute());
    expect((await c.get('/api/user')).status).toBe(401);
    expect(await tdb.db.selectFrom('sessions').select('sid').where('userId', '=', user.id).execute()).toEqual([]);
  });

  it('is never stored in the session row', async () => {
    const { c, user } = await signIn(server.baseUrl, 'admin');
    // Make the session due for its once-a-minute touch, which saves it with the user loaded.
    const twoMinutesAgo = Date.now() - 120_000;
    const stored = await tdb.db.selectFrom('sessions').select(['sid', 'data']).where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect((await c.get('/api/user')).status).toBe(200); // kept in memory from here
    await rewriteSession(server.app, tdb.db, stored.sid, { ...stored.data, lastSeenAt: twoMinutesAgo });
    expect((await c.get('/api/user')).status).toBe(200);
    const [row] = await tdb.db.selectFrom('sessions').select('data').where('userId', '=', user.id).execute();
    expect(row!.data).not.toHaveProperty('loadedUser');
    expect((row!.data as { lastSeenAt: number }).lastSeenAt).toBeGreaterThan(twoMinutesAgo);
  });
});

describe('REST input types', () => {
  it("never turns a JSON string into a boolean ('false' is not true) and leaves the schemas of tRPC alone", async () => {
    const { c } = await signIn(server.baseUrl, 'admin');
    const room = (await c.post('/api/rooms', { name: 'Sala Tipos' })).body;
    const refused = await c.put(`/api/rooms/${room.id}`, { isActive: 'false' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await c.get('/api/rooms')).body.find((r: { id: number }) => r.id === room.id).isActive).toBe(true);
    expect((await c.post('/api/rooms', { name: 'Sala Texto', isActive: 'true' })).status).toBe(400);

    // After REST calls to the same procedure, tRPC still validates the same strict way.
    expect((await c.post('/trpc/rooms.update', { id: room.id, isActive: 'false' })).status).toBe(400);
    const done = await c.put(`/api/rooms/${room.id}`, { isActive: false });
    expect(done.status).toBe(200);
    expect(done.body.isActive).toBe(false);
  });

  it('still reads numbers from query strings and paths', async () => {
    const { c } = await signIn(server.baseUrl, 'admin');
    const room = (await c.post('/api/rooms', { name: 'Sala Caminho' })).body;
    expect((await c.put(`/api/rooms/${room.id}`, { name: 'Sala Caminho 2' })).body.name).toBe('Sala Caminho 2');
    const logs = await c.get('/api/system-logs?offset=1&limit=1');
    expect(logs.status).toBe(200);
    expect(logs.body.items).toHaveLength(1);
    expect(logs.body.total).toBeGreaterThan(1);
    expect((await c.get('/api/system-logs?limit=abc')).status).toBe(400);
    // Only the canonical spelling names a row (#20): '0x1' and '00001' are not 1.
    for (const id of ['0x1', `000${room.id}`, `${room.id}.0`, `${room.id}e0`, '+1']) {
      const reply = await c.put(`/api/rooms/${id}`, { name: 'Sala Outra' });
      expect([id, reply.status, reply.body.message]).toEqual([id, 400, expect.stringContaining('Id inválido')]);
    }
    expect((await c.get('/api/system-logs?offset=0x1')).status).toBe(400);
    expect((await c.get('/api/rooms')).body.find((r: { id: number }) => r.id === room.id).name).toBe('Sala Caminho 2');
  });
});
