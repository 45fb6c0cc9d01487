/**
 * A PostgreSQL restart must not end the server (issue #6): the database is reached through a TCP
 * relay that this test can cut and restore, which is what a restart looks like from the pool —
 * open connections die, new ones are refused for a while, then succeed again.
 */
import net from 'node:net';

import { JobRegistry, type JobWorker, createJobWorker, enqueueJob } from '@clinic/api';
import { TEST_PASSWORD, seedUser } from '@clinic/api/testing';
import { type DatabaseHandle, createDatabase, findJobById, migrateToLatest } from '@clinic/db';
import { sleepInDatabase } from '@clinic/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type ScratchPostgres, postgresBinDir, startScratchPostgres } from '../scratch-postgres';
import { RestClient, type TestDatabase, type TestServer, createTestDatabase, startTestServer } from '../testing/test-server';

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

/**
 * The same promise under load, with a real PostgreSQL stopping (issue #20): writes in flight and a
 * job in the middle of a query when the server goes away. A connection that dies while checked out
 * emits 'error' on its client; unheard, that event ends the process (and fails this run).
 */
describe.runIf(process.env.TEST_DB === 'postgres' && postgresBinDir())('PostgreSQL stopped under load', () => {
  let pgServer: ScratchPostgres;
  let handle: DatabaseHandle;
  let server: TestServer;
  let worker: JobWorker;
  const dropped: Error[] = [];
  const jobErrors: unknown[] = [];
  let querying = 0;

  beforeAll(async () => {
    pgServer = await startScratchPostgres();
    handle = createDatabase({ url: pgServer.url, maxConnections: 10, onConnectionError: (error) => dropped.push(error) });
    await migrateToLatest(handle.db);
    server = await startTestServer(handle.db);
    // A long report: many queries one after another, each holding its connection for 50 ms.
    const registry = new JobRegistry().register<{ rounds: number }>('long-report', {
      async run({ db, payload, setProgress }) {
        for (let round = 0; round < payload.rounds; round++) {
          querying++;
          try {
            await sleepInDatabase(db, 0.05);
          } finally {
            querying--;
          }
          if (round % 10 === 0) await setProgress({ round });
        }
        return { rounds: payload.rounds };
      },
    });
    worker = createJobWorker({
      db: handle.db,
      registry,
      pollIntervalMs: 50,
      leaseMs: 3_000,
      backoffMs: () => 200,
      onError: (error) => jobErrors.push(error),
    });
    worker.start();
  }, 120_000);
  afterAll(async () => {
    await worker?.stop(1_000);
    await server?.close();
    await handle?.close();
    await pgServer?.destroy();
  });

  async function waitFor(what: string, check: () => Promise<boolean> | boolean, ms = 30_000) {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  for (const mode of ['fast', 'immediate'] as const) {
    it(`stays up through 'pg_ctl stop -m ${mode}' in the middle of a write burst and a job, then answers 200 again`, async () => {
      const user = await seedUser(handle.db, { role: 'admin', email: `admin-${mode}@clinica.test` });
      const c = new RestClient(server.baseUrl);
      expect((await c.post('/api/login', { email: user.email, password: TEST_PASSWORD })).status).toBe(200);
      const job = await enqueueJob(handle.db, 'long-report', { rounds: 80 });
      worker.wake();
      await waitFor('the job to be in a query', () => querying > 0);

      // Eight writers, each creating rooms one after another until told to stop.
      const statuses = new Map<number | string, number>();
      let writing = true;
      let n = 0;
      const writers = Array.from({ length: 8 }, async () => {
        while (writing) {
          const status = await c
            .post('/api/rooms', { name: `Sala ${mode} ${++n}` })
            .then((reply) => reply.status)
            .catch((error: Error) => `network: ${error.message}`);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status === 503) await new Promise((resolve) => setTimeout(resolve, 20));
        }
      });
      await waitFor('writes to be acknowledged', () => (statuses.get(200) ?? 0) >= 10);
      const droppedBefore = dropped.length;
      await pgServer.stop(mode);
      await waitFor('503 while the database is away', () => (statuses.get(503) ?? 0) > 0);
      await pgServer.start();
      await waitFor('the database to be back', async () => (await c.get('/api/health')).status === 200);
      const okBefore = statuses.get(200) ?? 0;
      await waitFor('writes to succeed again', () => (statuses.get(200) ?? 0) > okBefore + 10);
      writing = false;
      await Promise.all(writers);

      expect(dropped.length).toBeGreaterThan(droppedBefore);
      // Nothing but 200 and 503: no 500, no dropped connection between client and server.
      expect([...statuses.keys()].sort()).toEqual([200, 503]);
      expect((await c.post('/api/rooms', { name: `Sala depois ${mode}` })).status).toBe(200);
      expect((await c.get('/api/user')).body).toMatchObject({ id: user.id });
      // The job lost its query, is retried, and finishes.
      await waitFor('the job to finish', async () => (await findJobById(handle.db, job.id))?.status === 'completed', 60_000);
      expect(jobErrors.length).toBeGreaterThan(0);
    }, 120_000);
  }
});

/** #20: every pooled connection busy past the wait is 'busy, try again' (with Retry-After), not an outage. */
describe.runIf(process.env.TEST_DB === 'postgres')('a pool whose connections are all busy', () => {
  let tdb: TestDatabase;
  let handle: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    tdb = await createTestDatabase();
    handle = createDatabase({ url: tdb.url!, maxConnections: 1 });
    server = await startTestServer(handle.db);
  });
  afterAll(async () => {
    await server?.close();
    await handle?.close();
    await tdb?.close();
  });

  it("answers 503 'Servidor ocupado' with Retry-After while the database is up", async () => {
    const user = await seedUser(tdb.db, { role: 'admin' });
    const c = new RestClient(server.baseUrl);
    expect((await c.post('/api/login', { email: user.email, password: TEST_PASSWORD })).status).toBe(200);
    // The pool's only connection is held longer than a request waits for one (5 s).
    const held = sleepInDatabase(handle.db, 6.5);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [rest, trpc] = await Promise.all([c.get('/api/rooms'), c.get('/trpc/rooms.list')]);
    for (const reply of [rest, trpc]) {
      expect(reply.status).toBe(503);
      expect(reply.headers.get('retry-after')).toBe('2');
    }
    expect(rest.body).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'Servidor ocupado, tente novamente.' });
    await held;
    expect((await c.get('/api/rooms')).status).toBe(200);
  }, 30_000);
});
