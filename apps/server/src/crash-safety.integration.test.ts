/**
 * Crash safety, with the real server process (src/main.ts) on the database of the run: a burst of
 * writes, `kill -9` in the middle, a restart on the same data, and every acknowledged write is
 * there (with its log row); SIGTERM lets the requests in flight finish before the process exits.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createTestDatabase } from '@clinic/db/testing';
import { afterAll, describe, expect, it } from 'vitest';

import { RestClient } from './testing/test-server';

const onPostgres = process.env.TEST_DB === 'postgres';
const serverDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const work = mkdtempSync(path.join(tmpdir(), 'clinic-crash-'));
const ADMIN = { email: 'admin@crash.clinica', password: 'Crash#Teste-2026' };
const children: ChildProcess[] = [];
const databases: { close(): Promise<void> }[] = [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(databases.map((d) => d.close()));
  rmSync(work, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

/** Where the server keeps its data in this run: a PostgreSQL database, or an embedded data folder. */
async function storage(name: string): Promise<Record<string, string>> {
  if (!onPostgres) return { DATA_DIR: path.join(work, name) };
  const tdb = await createTestDatabase();
  databases.push(tdb);
  return { DATABASE_URL: tdb.url! };
}

/** Starts src/main.ts and resolves when it listens. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SESSION_SECRET: 'crash-safety-secret-crash-safety-secret-0123',
      NODE_ENV: 'test',
      DEMO_DATA: '',
      JOB_POLL_INTERVAL_MS: '60000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Clínica rodando em')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`o servidor saiu (código ${code}) antes de responder:\n${output}`)));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}

/** Resolves with the exit code once the process has ended (at once if it already has). */
async function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
  return child.exitCode;
}

async function signIn(baseUrl: string): Promise<RestClient> {
  const c = new RestClient(baseUrl);
  const res = await c.post('/api/login', ADMIN);
  expect(res.status).toBe(200);
  return c;
}

const lead = (name: string) => ({ name, whatsapp: '(11) 98765-4321', origin: 'instagram', date: '2026-11-20' });

/** Keeps `parallel` writers creating leads until the server stops answering; the names it acknowledged. */
async function burst(c: RestClient, parallel: number, onAcknowledged: (count: number) => void): Promise<string[]> {
  const acknowledged: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (;;) {
        const name = `Lead Crash ${String(next++).padStart(4, '0')}`;
        try {
          const res = await c.post('/api/leads', lead(name));
          if (res.status !== 200) throw new Error(`${res.status} ${res.text}`);
          acknowledged.push(name);
          onAcknowledged(acknowledged.length);
        } catch {
          return; // the server is gone
        }
      }
    }),
  );
  return acknowledged;
}

async function storedLeadNames(c: RestClient): Promise<Set<string>> {
  const res = await c.get('/api/leads?search=Lead%20Crash');
  expect(res.status).toBe(200);
  return new Set((res.body as { name: string }[]).map((l) => l.name));
}

describe('crash safety of the real server', () => {
  it('keeps every acknowledged write after kill -9, and opens again', { timeout: 180_000 }, async () => {
    const env = await storage('kill');
    const first = await startServer(env);
    const c = await signIn(first.baseUrl);

    const acknowledged = await burst(c, 6, (count) => {
      if (count === 40) first.child.kill('SIGKILL');
    });
    await exited(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    const second = await startServer(env);
    const again = await signIn(second.baseUrl);
    const stored = await storedLeadNames(again);
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    // Nothing half-written either: every stored lead has its log row (same transaction).
    const logs = await again.get(`/api/system-logs?entity=lead&action=create&limit=500`);
    expect(logs.body.total).toBe(stored.size);
    // And the database takes writes again.
    expect((await again.post('/api/leads', lead('Lead Crash depois'))).status).toBe(200);
    second.child.kill('SIGTERM');
    await exited(second.child);
  });

  it('finishes the requests in flight on SIGTERM, then exits cleanly', { timeout: 180_000 }, async () => {
    const env = await storage('term');
    const server = await startServer(env);
    const c = await signIn(server.baseUrl);

    const sent = Array.from({ length: 20 }, (_, i) => c.post('/api/leads', lead(`Lead Crash T${i}`)));
    // SIGTERM as soon as the first answer arrives: the others are in flight or still on their way.
    await Promise.race(sent);
    const termAt = Date.now();
    server.child.kill('SIGTERM');
    const answers = await Promise.allSettled(sent);
    expect(await exited(server.child)).toBe(0);
    // Promptly: a kept-alive connection that went idle after closing began held the process until
    // its keep-alive timeout (72 s); now every answer given while closing ends its connection.
    expect(Date.now() - termAt).toBeLessThan(20_000);
    // Every request either got a whole answer — done (200), or refused because the server was
    // closing (503, nothing written) — or never got in (its connection refused or reset before the
    // server read it: the client sees the failure, and nothing was written either).
    const statuses = answers.map((a) =>
      a.status === 'fulfilled' ? a.value.status : String((a.reason as { cause?: { code?: string } }).cause?.code),
    );
    expect(statuses.filter((status) => ![200, 503, 'ECONNRESET', 'ECONNREFUSED'].includes(status))).toEqual([]);
    expect(statuses).toContain(200);
    for (const answer of answers) {
      if (answer.status === 'fulfilled' && answer.value.status === 503) {
        expect(answer.value.body).toEqual({ message: 'O servidor está reiniciando. Tente novamente em instantes.', code: 'SERVICE_UNAVAILABLE' });
      }
    }
    const done = statuses.filter((status) => status === 200).length;

    const restarted = await startServer(env);
    const stored = await storedLeadNames(await signIn(restarted.baseUrl));
    expect(stored.size).toBe(done);
    restarted.child.kill('SIGTERM');
    await exited(restarted.child);
  });
});
