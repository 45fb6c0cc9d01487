/**
 * Operability: one JSON line per request with its id (also answered as X-Request-Id), method, path,
 * status, time and user id; nothing personal (bodies, passwords, query strings) ever reaches the log.
 */
import { TEST_PASSWORD, seedUser } from '@clinic/api/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { RestClient, type TestDatabase, type TestServer, createTestDatabase, startTestServer } from '../testing/test-server';

let tdb: TestDatabase;
let server: TestServer;
const lines: string[] = [];

beforeAll(async () => {
  tdb = await createTestDatabase();
  server = await startTestServer(tdb.db, { logger: { stream: { write: (line: string) => void lines.push(line) } } });
});
afterAll(async () => {
  await server?.close();
  await tdb?.close();
});
beforeEach(async () => {
  await tdb.reset();
  lines.length = 0;
});

/** The log lines written for the request with this id (the line comes after the answer: wait a tick). */
async function linesOf(requestId: string): Promise<Record<string, unknown>[]> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.reqId === requestId);
}

describe('request log', () => {
  it('writes one line per request with id, method, path, status, time and the user id; answers the id', async () => {
    const user = await seedUser(tdb.db, { role: 'recepcionista', cpf: '123.456.789-09' });
    const c = new RestClient(server.baseUrl);
    const login = await c.post('/api/login', { email: user.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    const res = await c.get('/api/patients?search=123.456.789-09&page=1');
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const entries = await linesOf(id!);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ msg: 'request', method: 'GET', path: '/api/patients', status: 200, userId: user.id });
    expect(entries[0]!.ms).toEqual(expect.any(Number));

    const loginEntries = await linesOf(login.headers.get('x-request-id')!);
    expect(loginEntries).toHaveLength(1);
    expect(loginEntries[0]).toMatchObject({ path: '/api/login', status: 200 });

    const everything = lines.join('\n');
    expect(everything).not.toContain(TEST_PASSWORD);
    expect(everything).not.toContain('123.456.789-09');
    expect(everything).not.toContain(user.email);
    expect(everything).not.toContain('search=');
  });

  it('keeps a sane id given by a proxy and replaces one that is not', async () => {
    const c = new RestClient(server.baseUrl);
    const kept = await c.get('/api/health', { 'x-request-id': 'proxy-abc-12345' });
    expect(kept.headers.get('x-request-id')).toBe('proxy-abc-12345');
    expect(await linesOf('proxy-abc-12345')).toHaveLength(1);

    const replaced = await c.get('/api/health', { 'x-request-id': 'bad id {"forged":true}' });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.join('\n')).not.toContain('forged');
  });

  it('logs refused requests with their status and no user', async () => {
    const c = new RestClient(server.baseUrl);
    const res = await c.get('/api/patients');
    expect(res.status).toBe(401);
    const [entry] = await linesOf(res.headers.get('x-request-id')!);
    expect(entry).toMatchObject({ status: 401, userId: null, level: 30 });
  });

  it("never writes a patient link's token: /p/{token} and /api/public/{token} are logged as :token", async () => {
    const c = new RestClient(server.baseUrl);
    const token = 'Tk0123456789abcdefghijklmnopqrstuvwxyzABCDE';
    const api = await c.get(`/api/public/${token}`);
    const page = await c.get(`/p/${token}`);
    const logged = [...(await linesOf(api.headers.get('x-request-id')!)), ...(await linesOf(page.headers.get('x-request-id')!))];
    expect(logged.map((entry) => entry.path)).toEqual(['/api/public/:token', '/p/:token']);
    expect(lines.join('\n')).not.toContain(token);
  });
});
