/**
 * What a request does to its session: a plain read writes nothing and sets no cookie; the
 * once-a-minute touch writes the row only; a cookie that names no live session is cleared.
 */
import { TEST_PASSWORD, seedUser } from '@clinic/api/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { RestClient, type TestDatabase, type TestServer, createTestDatabase, startTestServer } from '../test-server';
import { IDLE_TIMEOUT_MS } from './session-policy';

let tdb: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  tdb = await createTestDatabase();
  server = await startTestServer(tdb.db);
});
afterAll(async () => {
  await server?.close();
  await tdb?.close();
});
beforeEach(async () => tdb.reset());

async function signedIn() {
  const user = await seedUser(tdb.db, { role: 'admin' });
  const c = new RestClient(server.baseUrl);
  const res = await c.post('/api/login', { email: user.email, password: TEST_PASSWORD });
  expect(res.headers.getSetCookie().filter((v) => v.startsWith('clinica.sid='))).toHaveLength(1);
  return { c, user };
}

const sessionRow = async (userId: number) =>
  tdb.db.selectFrom('sessions').select(['sid', 'data', 'expiresAt']).where('userId', '=', userId).executeTakeFirstOrThrow();

const sessionCookies = (headers: Headers) => headers.getSetCookie().filter((v) => v.startsWith('clinica.sid='));

describe('sessions', () => {
  it('a plain read writes nothing and sets no cookie, over REST and tRPC', async () => {
    const { c, user } = await signedIn();
    const before = await sessionRow(user.id);
    expect(before.data).toEqual({ userId: user.id, signedInAt: expect.any(Number), lastSeenAt: expect.any(Number) });
    for (const path of ['/api/rooms', '/api/user', '/trpc/rooms.list', '/api/rooms']) {
      const res = await c.get(path);
      expect(res.status, path).toBe(200);
      expect(sessionCookies(res.headers), path).toEqual([]);
    }
    expect(await sessionRow(user.id)).toEqual(before);
  });

  it('records activity at most once a minute, in the row only; the idle limit counts from there', async () => {
    const { c, user } = await signedIn();
    const stored = await sessionRow(user.id);
    const twoMinutesAgo = Date.now() - 120_000;
    await tdb.db
      .updateTable('sessions')
      .set({ data: JSON.stringify({ ...stored.data, lastSeenAt: twoMinutesAgo }) })
      .where('sid', '=', stored.sid)
      .execute();
    const res = await c.get('/api/rooms');
    expect(res.status).toBe(200);
    expect(sessionCookies(res.headers)).toEqual([]);
    const touched = await sessionRow(user.id);
    const lastSeenAt = (touched.data as { lastSeenAt: number }).lastSeenAt;
    expect(lastSeenAt).toBeGreaterThan(twoMinutesAgo + 60_000);
    expect(touched.expiresAt.getTime()).toBe(lastSeenAt + IDLE_TIMEOUT_MS);
    // The next read, within the minute, writes nothing.
    expect((await c.get('/api/rooms')).status).toBe(200);
    expect(await sessionRow(user.id)).toEqual(touched);
  });

  it('clears a cookie that names no live session: forged, unknown, ended', async () => {
    const { c } = await signedIn();
    const [sid, signature] = decodeURIComponent(c.cookie.slice('clinica.sid='.length)).split('.') as [string, string];
    for (const value of [`${sid}.${signature.slice(1)}x`, `unknown.${signature}`, 'no-signature']) {
      const forged = new RestClient(server.baseUrl);
      forged.cookie = `clinica.sid=${encodeURIComponent(value)}`;
      const res = await forged.get('/api/rooms');
      expect(res.status, value).toBe(401);
      expect(sessionCookies(res.headers), value).toEqual([expect.stringMatching(/^clinica\.sid=;.*Expires=Thu, 01 Jan 1970/)]);
    }
    // The real one still works; after logout it is cleared, and then refused.
    const cookie = c.cookie;
    expect((await c.get('/api/rooms')).status).toBe(200);
    const logout = await c.post('/api/logout');
    expect(sessionCookies(logout.headers)).toEqual([expect.stringMatching(/^clinica\.sid=;/)]);
    const replay = new RestClient(server.baseUrl);
    replay.cookie = cookie;
    expect((await replay.get('/api/rooms')).status).toBe(401);
  });

  it('ends a blocked user’s session at the next request and clears the cookie', async () => {
    const { c, user } = await signedIn();
    await tdb.db.updateTable('users').set({ isActive: false }).where('id', '=', user.id).execute();
    const res = await c.get('/trpc/rooms.list');
    expect(res.status).toBe(401);
    expect(sessionCookies(res.headers)).toEqual([expect.stringMatching(/^clinica\.sid=;/)]);
    expect(await tdb.db.selectFrom('sessions').select('sid').where('userId', '=', user.id).execute()).toEqual([]);
  });

  it('signs in with a cookie valid for 12 hours, HttpOnly and SameSite=Lax', async () => {
    const user = await seedUser(tdb.db);
    const res = await new RestClient(server.baseUrl).post('/api/login', { email: user.email, password: TEST_PASSWORD });
    const [cookie] = sessionCookies(res.headers);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie!)![1]!);
    expect(Math.abs(expires - (Date.now() + 12 * 3_600_000))).toBeLessThan(60_000);
  });
});
