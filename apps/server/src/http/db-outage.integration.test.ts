/**
 * A PostgreSQL restart must not end the server (issue #6): the database is reached through a TCP
 * relay that this test can cut and restore, which is what a restart looks like from the pool —
 * open connections die, new ones are refused for a while, then succeed again.
 */
import net from 'node:net';

import { TEST_PASSWORD, seedUser } from '@clinic/api/testing';
import { type DatabaseHandle, createDatabase } from '@clinic/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RestClient, type TestDatabase, type TestServer, createTestDatabase, startTestServer } from '../test-server';

/** Relays 127.0.0.1:<port> to PostgreSQL; `cut()` drops every connection and refuses new ones. */
async function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let up = true;
  const relay = net.createServer((client) => {
    if (!up) return client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return {
    port: (relay.address() as net.AddressInfo).port,
    cut() {
      up = false;
      for (const s of sockets) s.destroy();
    },
    restore() {
      up = true;
    },
    close: () => new Promise<void>((resolve) => relay.close(() => resolve())),
  };
}

describe.runIf(process.env.TEST_DB === 'postgres')('PostgreSQL restart', () => {
  let tdb: TestDatabase;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let handle: DatabaseHandle;
  let server: TestServer;
  const dropped: Error[] = [];

  beforeAll(async () => {
    tdb = await createTestDatabase();
    const target = new URL(tdb.url!);
    relay = await startRelay(target);
    const viaRelay = new URL(tdb.url!);
    viaRelay.host = `127.0.0.1:${relay.port}`;
    handle = createDatabase({ url: viaRelay.toString(), onConnectionError: (error) => dropped.push(error) });
    server = await startTestServer(handle.db);
  });
  afterAll(async () => {
    await server?.close();
    await handle?.close();
    await relay?.close();
    await tdb?.close();
  });

  it('answers 503 while the database is away, says so on /api/health, and recovers by itself', async () => {
    const user = await seedUser(tdb.db, { role: 'admin' });
    const c = new RestClient(server.baseUrl);
    expect((await c.post('/api/login', { email: user.email, password: TEST_PASSWORD })).status).toBe(200);
    // Several idle pooled connections, as after ordinary traffic.
    await Promise.all(Array.from({ length: 5 }, () => c.get('/api/rooms')));

    relay.cut();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(dropped.length).toBeGreaterThan(0);

    const during = await c.get('/api/rooms');
    expect(during.status).toBe(503);
    expect(during.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'Banco de dados indisponível. Tente novamente em instantes.' });
    const health = await c.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body.message).toMatch(/Banco de dados indisponível/);
    const trpc = await c.get('/trpc/rooms.list');
    expect(trpc.status).toBe(503);

    relay.restore();
    expect((await c.get('/api/health')).body).toEqual({ status: 'ok' });
    expect((await c.get('/api/rooms')).status).toBe(200);
    expect((await c.get('/api/user')).body).toMatchObject({ id: user.id });
  });
});
