/**
 * What a request does to its session: a plain read writes nothing and sets no cookie; the
 * once-a-minute touch writes the row only; a cookie that names no live session is cleared; the
 * user read with the session is never stored nor part of @fastify/session's change detection.
 */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import { TEST_PASSWORD, seedUser } from '@clinic/api/testing';
import { dropAuthListeners, notifyAuthChannel, setAuthTriggers } from '@clinic/db/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useTestServer } from '../testing/test-hooks';
import { FAST_PATHS, RestClient, TEST_SECRET, changedElsewhere, rewriteSession, startTestServer } from '../testing/test-server';
import { LOADED_USER } from './fast/loaded-user';
import { HEARD_WITHIN_MS, SessionCache } from './fast/session-cache';
import { IDLE_TIMEOUT_MS } from './session-policy';
import { signIn } from './session-sign-in';
import { registerSessions } from './sessions';

// The triggers checked every 200 ms rather than 30 s, so the test that turns them off is short.
const { tdb, server } = useTestServer({ triggerCheckMs: 200 });

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
    expect((await c.get('/api/rooms')).status).toBe(200); // kept in memory from here
    await rewriteSession(server.app, tdb.db, stored.sid, { ...stored.data, lastSeenAt: twoMinutesAgo });
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
    expect((await c.get('/trpc/rooms.list')).status).toBe(200); // kept in memory from here
    await changedElsewhere(server.app, tdb.db, () => tdb.db.updateTable('users').set({ isActive: false }).where('id', '=', user.id).execute());
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

describe('sessions and the user read with them', () => {
  const twoMinutesAgo = () => Date.now() - 120_000;
  const makeTouchDue = async (sid: string, data: unknown, app: Pick<FastifyInstance, 'sessionCache'> = server.app) =>
    rewriteSession(app, tdb.db, sid, { ...(data as object), lastSeenAt: twoMinutesAgo() });

  it('stores only the session’s own fields, even when a touch writes the row', async () => {
    const { c, user } = await signedIn();
    const stored = await sessionRow(user.id);
    expect(Object.keys(stored.data as object).sort()).toEqual(['lastSeenAt', 'signedInAt', 'userId']);
    await makeTouchDue(stored.sid, stored.data);
    expect((await c.get('/api/user')).status).toBe(200);
    const touched = await sessionRow(user.id);
    expect(Object.keys(touched.data as object).sort()).toEqual(['lastSeenAt', 'signedInAt', 'userId']);
    expect(JSON.stringify(touched.data)).not.toContain(user.email);
  });

  it('gives a new session id at each sign-in and ends the one the request had', async () => {
    const { c, user } = await signedIn();
    const first = await sessionRow(user.id);
    const firstCookie = c.cookie;
    const again = await c.post('/api/login', { email: user.email, password: TEST_PASSWORD });
    expect(again.status).toBe(200);
    expect(sessionCookies(again.headers)).toHaveLength(1);
    expect(c.cookie).not.toBe(firstCookie);
    const rows = await tdb.db.selectFrom('sessions').select('sid').where('userId', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sid).not.toBe(first.sid);
    expect((await c.get('/api/user')).status).toBe(200);
    const old = new RestClient(server.baseUrl);
    old.cookie = firstCookie;
    expect((await old.get('/api/user')).status).toBe(401);
  });

  it('lets an API token act alone: no session read or touched, no row, no cookie, whatever cookie comes with it', async () => {
    const { c: admin, user } = await signedIn();
    const bot = await seedUser(tdb.db, { role: 'recepcionista' });
    const created = await admin.post('/api/api-tokens', { name: 'n8n', userId: bot.id });
    expect(created.status).toBe(200);
    const auth = { authorization: `Bearer ${created.body.token as string}` };
    const stored = await sessionRow(user.id);
    await makeTouchDue(stored.sid, stored.data);
    const due = await sessionRow(user.id);
    // The admin's session cookie travels with the bot's token: the token's user acts.
    const both = await new RestClient(server.baseUrl).get('/api/user', { ...auth, cookie: admin.cookie });
    expect(both.status).toBe(200);
    expect(both.body.id).toBe(bot.id);
    expect(both.headers.getSetCookie()).toEqual([]);
    expect(await sessionRow(user.id)).toEqual(due);
    const alone = await new RestClient(server.baseUrl).get('/trpc/auth.session', auth);
    expect(alone.body.result.data.user.id).toBe(bot.id);
    expect(alone.headers.getSetCookie()).toEqual([]);
    expect(await tdb.db.selectFrom('sessions').select('userId').execute()).toEqual([{ userId: user.id }]);
  });

  it('applies a role change on the next request, with nothing written', async () => {
    const { c, user } = await signedIn();
    const before = await sessionRow(user.id);
    expect((await c.get('/trpc/auth.session')).body.result.data.user.role).toBe('admin');
    await changedElsewhere(server.app, tdb.db, () =>
      tdb.db.updateTable('users').set({ role: 'financeiro', firstName: 'Outro' }).where('id', '=', user.id).execute(),
    );
    const after = await c.get('/trpc/auth.session');
    expect(after.body.result.data.user).toMatchObject({ role: 'financeiro', firstName: 'Outro' });
    expect(sessionCookies(after.headers)).toEqual([]);
    expect(await sessionRow(user.id)).toEqual(before);
  });

  // The fast paths only (FAST_PATHS=off keeps nothing in memory).
  describe.runIf(FAST_PATHS)('kept in memory while the database is heard', () => {
    const cache = () => server.app.sessionCache!;

    it('answers a repeated read from memory, over REST and tRPC', async () => {
      expect(cache().live).toBe(true);
      const { c } = await signedIn();
      expect((await c.get('/api/user')).status).toBe(200); // read, then kept
      const before = { ...cache().stats };
      for (const path of ['/api/rooms', '/trpc/rooms.list', '/api/user']) expect((await c.get(path)).status).toBe(200);
      expect(cache().stats.hits - before.hits).toBe(3);
      expect(cache().stats.misses).toBe(before.misses);
    });

    it('forgets every session before a mutation through this server answers: the next read goes to the database', async () => {
      const { c: reader } = await signedIn();
      const { c: writer } = await signedIn();
      expect((await reader.get('/api/user')).status).toBe(200);
      expect((await reader.get('/api/user')).status).toBe(200);
      const created = await writer.post('/api/rooms', { name: 'Sala Azul', isActive: true });
      expect(created.status).toBe(200);
      const before = { ...cache().stats };
      expect((await reader.get('/api/user')).status).toBe(200);
      expect(cache().stats.misses - before.misses).toBe(1);
      // A refused mutation too: nothing is assumed about what it did.
      expect((await writer.post('/api/rooms', { name: '' })).status).toBe(400);
      const after = { ...cache().stats };
      expect((await reader.get('/api/user')).status).toBe(200);
      expect(cache().stats.misses - after.misses).toBe(1);
    });

    it('a session ended by logout is not answered from memory, in this server or through another one', async () => {
      const { c } = await signedIn();
      const other = await startTestServer(tdb.db);
      try {
        const elsewhere = new RestClient(other.baseUrl);
        elsewhere.cookie = c.cookie;
        for (let i = 0; i < 2; i++) {
          expect((await c.get('/api/user')).status).toBe(200);
          expect((await elsewhere.get('/api/user')).status).toBe(200);
        }
        const cookie = c.cookie;
        await changedElsewhere(other.app, tdb.db, () => c.post('/api/logout'));
        const replay = new RestClient(server.baseUrl);
        replay.cookie = cookie;
        expect((await replay.get('/api/user')).status).toBe(401);
        elsewhere.cookie = cookie;
        expect((await elsewhere.get('/api/user')).status).toBe(401);
      } finally {
        await other.close();
      }
    });

    const waitFor = async (condition: () => boolean) => {
      const deadline = Date.now() + 10_000;
      while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      return condition();
    };

    it.runIf(process.env.TEST_DB === 'postgres')(
      'stops answering from memory when its listening connection is lost, and listens again',
      async () => {
        const { c, user } = await signedIn();
        for (let i = 0; i < 2; i++) expect((await c.get('/api/user')).status).toBe(200); // kept
        expect(await dropAuthListeners(tdb.db)).toBeGreaterThanOrEqual(1);
        expect(await waitFor(() => !cache().live)).toBe(true);
        // Blocked while nobody listens (the notification goes nowhere): what was kept is gone anyway.
        await tdb.db.updateTable('users').set({ isActive: false }).where('id', '=', user.id).execute();
        expect((await c.get('/api/user')).status).toBe(401);
        expect(await waitFor(() => cache().live)).toBe(true);
        const { c: other } = await signedIn();
        for (let i = 0; i < 2; i++) expect((await other.get('/api/user')).status).toBe(200);
      },
    );

    it('stops answering from memory when the triggers that announce changes are turned off, until they are back', async () => {
      const { c, user } = await signedIn();
      for (let i = 0; i < 2; i++) expect((await c.get('/api/user')).status).toBe(200); // kept
      await setAuthTriggers(tdb.db, false);
      try {
        // The next check of the triggers (every 200 ms here, 30 s by default) sees it.
        expect(await waitFor(() => !cache().live)).toBe(true);
        await tdb.db.updateTable('users').set({ role: 'financeiro' }).where('id', '=', user.id).execute(); // unannounced
        expect((await c.get('/api/system-logs')).status).toBe(403);
      } finally {
        await setAuthTriggers(tdb.db, true);
      }
      expect(await waitFor(() => cache().live)).toBe(true);
      const before = { ...cache().stats };
      for (let i = 0; i < 2; i++) expect((await c.get('/api/user')).status).toBe(200);
      expect(cache().stats.hits - before.hits).toBe(1);
    });
  });

  describe.runIf(FAST_PATHS)('after a silence of the change channel', () => {
    it('forgets what it kept when the channel speaks again: a change made during the silence is read from the database', async () => {
      // The cache on a clock the test moves, so the silence is exactly as long as it needs to be:
      // long enough to stop answering, short enough that the entry kept before it is still young.
      const clock = { at: 0 };
      const cache = new SessionCache(() => clock.at);
      // The channel goes quiet: what it carries does not reach the cache (a connection stalled).
      let quiet = false;
      const swallowed: string[] = [];
      const hear = cache.heard.bind(cache);
      cache.heard = (payload) => (quiet ? void swallowed.push(payload) : hear(payload));
      const app = Fastify();
      await app.register(async (scope) => {
        await registerSessions(scope, { db: tdb.db, sessionSecret: TEST_SECRET, fastPaths: { sessionCache: cache } });
        scope.post<{ Params: { id: string } }>('/sign-in/:id', async (request) => {
          await signIn(request, Number(request.params.id), Date.now());
          return {};
        });
        scope.get('/me', async (request) => ({ role: request.user?.role ?? null }));
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const c = new RestClient(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
        const waitFor = async (condition: () => boolean) => {
          const deadline = Date.now() + 10_000;
          while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
          return condition();
        };
        expect(await waitFor(() => cache.live)).toBe(true);
        const user = await seedUser(tdb.db, { role: 'admin' });
        expect((await c.post(`/sign-in/${user.id}`)).status).toBe(200);
        for (let i = 0; i < 2; i++) expect((await c.get('/me')).body).toEqual({ role: 'admin' }); // read, then kept
        expect(cache.stats.hits).toBe(1);

        quiet = true;
        clock.at = HEARD_WITHIN_MS;
        expect(cache.live).toBe(false);
        // A change made elsewhere during the silence; its notification is lost with it (the barrier
        // after it, once swallowed, proves it was).
        await tdb.db.updateTable('users').set({ role: 'financeiro' }).where('id', '=', user.id).execute();
        const barrier = `h-barrier-${Date.now()}`;
        await notifyAuthChannel(tdb.db, barrier);
        expect(await waitFor(() => swallowed.includes(barrier))).toBe(true);

        // The channel speaks again (the next heartbeat); the entry is still younger than ENTRY_TTL_MS.
        clock.at = HEARD_WITHIN_MS + 1;
        quiet = false;
        expect(await waitFor(() => cache.live)).toBe(true);
        const before = { ...cache.stats };
        expect((await c.get('/me')).body).toEqual({ role: 'financeiro' });
        expect(cache.stats.misses - before.misses).toBe(1);
        expect(cache.stats.hits).toBe(before.hits);
      } finally {
        await app.close();
      }
    });
  });

  describe('inside @fastify/session', () => {
    let probe: FastifyInstance;
    let probeUrl: string;
    const probeCache = { sessionCache: FAST_PATHS ? new SessionCache() : undefined };
    beforeAll(async () => {
      probe = Fastify();
      await probe.register(async (scope) => {
        const fastPaths = probeCache.sessionCache ? { sessionCache: probeCache.sessionCache } : false;
        await registerSessions(scope, { db: tdb.db, sessionSecret: TEST_SECRET, fastPaths });
        scope.post<{ Params: { id: string } }>('/sign-in/:id', async (request) => {
          await signIn(request, Number(request.params.id), Date.now());
          return {};
        });
        scope.get('/probe', async (request) => {
          const session = request.session as unknown as Record<string | symbol, unknown>;
          const persisted = Object.getOwnPropertySymbols(session).find((key) => key.description === 'persistedHash');
          return {
            keys: Object.keys(JSON.parse(JSON.stringify(session)) as object).sort(),
            json: JSON.stringify(session),
            carrier: session[LOADED_USER] === undefined ? 'emptied' : 'still there',
            persistedHash: persisted && session[persisted],
            modified: request.session.isModified(),
            user: request.user && { id: request.user.id, role: request.user.role },
          };
        });
      });
      await probe.listen({ port: 0, host: '127.0.0.1' });
      probeUrl = `http://127.0.0.1:${(probe.server.address() as AddressInfo).port}`;
    });
    afterAll(async () => probe?.close());

    it('hashes and keeps only the session’s own fields; the user is on request.user alone', async () => {
      const user = await seedUser(tdb.db, { role: 'manager' });
      const c = new RestClient(probeUrl);
      expect((await c.post(`/sign-in/${user.id}`)).status).toBe(200);
      expect(c.cookie).toMatch(/^clinica\.sid=/);
      const sha256 = (data: { userId: number; signedInAt: number; lastSeenAt: number }) =>
        createHash('sha256')
          .update(JSON.stringify({ lastSeenAt: data.lastSeenAt, signedInAt: data.signedInAt, userId: data.userId }), 'utf8')
          .digest('hex');
      for (const due of [false, true]) {
        const stored = await sessionRow(user.id);
        if (due) await makeTouchDue(stored.sid, stored.data, probeCache);
        const res = await c.get('/probe');
        expect(sessionCookies(res.headers)).toEqual([]);
        const data = (await sessionRow(user.id)).data as { userId: number; signedInAt: number; lastSeenAt: number };
        expect(res.body).toEqual({
          keys: ['cookie', 'lastSeenAt', 'signedInAt', 'userId'],
          json: expect.not.stringContaining(user.email),
          carrier: 'emptied',
          // Computed when the Session was built from the store's answer (the user still with it):
          // the hash of the three fields alone.
          persistedHash: sha256(data),
          modified: false,
          user: { id: user.id, role: 'manager' },
        });
      }
      await changedElsewhere(probeCache, tdb.db, () => tdb.db.updateTable('users').set({ role: 'lider' }).where('id', '=', user.id).execute());
      expect((await c.get('/probe')).body).toMatchObject({ modified: false, user: { id: user.id, role: 'lider' } });
    });
  });
});
