/**
 * The load side of a query bench (its servers side is served-pair.ts): starts the bench's servers
 * script in a child process on the bench database, signs staff in on the real server, and measures
 * GET requests one at a time and with a number always in flight. Failed answers are counted, not
 * thrown, so that a run prints what went wrong beside its figures.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';

import { TEST_PASSWORD } from '@clinic/api/testing';
import { type TestDatabase, createTestDatabase } from '@clinic/db/testing';

import { pct, requirePostgres } from './query-timing';

export interface ServedPair {
  /** The real server's and the bare handler's base URLs. */
  app: string;
  bare: string;
  /** Signs a seeded user in (with the test password) and answers the session cookie. */
  signIn(email: string): Promise<string>;
  /** One GET: its time in ms and the answer's size; a status other than 200 is counted in `errors`. */
  get(url: string, cookie?: string): Promise<{ ms: number; bytes: number }>;
  /** Failed answers, by status and the start of the body. */
  errors: Map<string, number>;
  /** Stops the servers' process. */
  stop(): Promise<void>;
}

/** Starts `script` (a bench's servers file, run with tsx) and waits for the line with both ports. */
export async function startServedPair(script: string, databaseUrl: string | undefined, nodeArgs: string[] = []): Promise<ServedPair> {
  if (!databaseUrl) throw new Error('the served pair needs the PostgreSQL database (requirePostgres)');
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let ports: { app: number; bare: number };
  try {
    const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
    ports = JSON.parse(line) as { app: number; bare: number };
  } catch (error) {
    // A servers' process that did not start right is not left running (nor holding the database).
    child.kill('SIGKILL');
    throw error;
  }
  const app = `http://127.0.0.1:${ports.app}`;
  const errors = new Map<string, number>();
  return {
    app,
    bare: `http://127.0.0.1:${ports.bare}`,
    errors,
    async signIn(email) {
      const res = await fetch(`${app}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: TEST_PASSWORD }),
      });
      if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}`);
      return res.headers.getSetCookie().find((c) => c.startsWith('clinica.sid='))!.split(';')[0]!;
    },
    async get(url, cookie) {
      const start = performance.now();
      const res = await fetch(url, { headers: cookie ? { cookie } : {} });
      const body = await res.text();
      if (res.status !== 200) {
        const key = `${res.status} ${body.slice(0, 100)}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
      return { ms: performance.now() - start, bytes: body.length };
    },
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/**
 * Runs a served query bench on a new PostgreSQL database (TEST_DATABASE_URL): `body` seeds it and
 * starts the servers with `serve`; the servers' process and the database are closed afterwards,
 * whatever happens.
 */
export async function runServedBench(
  body: (tdb: TestDatabase, serve: (script: string, nodeArgs?: string[]) => Promise<ServedPair>) => Promise<void>,
): Promise<void> {
  requirePostgres();
  const tdb = await createTestDatabase();
  let served: ServedPair | undefined;
  try {
    await body(tdb, async (script, nodeArgs) => (served = await startServedPair(script, tdb.url, nodeArgs)));
  } finally {
    await served?.stop();
    await tdb.close();
  }
}

export interface LoadFigures {
  /** One request at a time. */
  p50: number;
  p95: number;
  /** Requests per second with `concurrency` always in flight (a closed loop). */
  rps: number;
  /** The size of the last answer, in kB. */
  kb: number;
}

/**
 * Warms `call` up, times `requests` calls one after another, then keeps `concurrency` calls in
 * flight for `seconds`.
 */
export async function measureLoad(
  call: () => Promise<{ ms: number; bytes: number }>,
  options: { warmUp: number; requests: number; seconds: number; concurrency: number },
): Promise<LoadFigures> {
  for (let i = 0; i < options.warmUp; i += 1) await call();
  const alone: number[] = [];
  let bytes = 0;
  for (let i = 0; i < options.requests; i += 1) {
    const r = await call();
    alone.push(r.ms);
    bytes = r.bytes;
  }
  alone.sort((a, b) => a - b);
  let count = 0;
  const end = performance.now() + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < end) {
        await call();
        count += 1;
      }
    }),
  );
  return { p50: pct(alone, 0.5), p95: pct(alone, 0.95), rps: count / options.seconds, kb: bytes / 1024 };
}

/** Prints the failed answers a run collected. */
export function printErrors(errors: Map<string, number>): void {
  for (const [what, count] of errors) console.log(`failed requests x${count}: ${what}`);
}
