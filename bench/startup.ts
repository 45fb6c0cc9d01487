/**
 * Start-up time and memory of the built server (`node apps/server/dist/main.js`, as `pnpm start`
 * runs it): from spawning the process to the first 200 from GET /api/health, then its resident
 * memory (VmRSS in /proc/<pid>/status) after IDLE_SECONDS idle. Each case RUNS times (median and
 * spread):
 *   - embedded database, a fresh data folder (creates the database, migrations, first admin);
 *   - embedded database, the same folder again (already migrated);
 *   - embedded database with DEMO_DATA=1 (fresh folder, then again);
 *   - PostgreSQL, a fresh database (migrations, first admin), then again.
 * Goals: ≤ 3 s embedded, ≤ 1 s PostgreSQL (an already-migrated database).
 * The first start of a new build compiles the whole bundle and then saves V8's code cache beside it
 * (dist/server.<hash>.v8cache, see apps/server/src/bundle-loader.ts); every later start reads it.
 * The machine's load average is printed with the figures: on a shared machine wall times follow it.
 *
 *   pnpm --filter @clinic/server build && pnpm --filter @clinic/bench run bench:startup
 *
 * PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (a server the run may create a database on;
 * it creates its own and drops it), else the CI's postgres://clinic_ci:clinic_ci@127.0.0.1:5432/clinic_ci.
 * RUNS (default 3), IDLE_SECONDS (default 3); ONLY=embedded,demo,postgres picks cases.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

const RUNS = Number(process.env.RUNS ?? 3);
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 3);
const GOALS = { embedded: 3000, postgres: 1000 };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_MAIN: another build of the server to compare (a path from the repository's root).
const main = path.resolve(root, process.env.BENCH_MAIN ?? 'apps/server/dist/main.js');
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://clinic_ci:clinic_ci@127.0.0.1:5432/clinic_ci';

if (!existsSync(main)) {
  console.error(`${main} is missing: run pnpm --filter @clinic/server build first.`);
  process.exit(2);
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

function memory(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** User + system CPU time of a process so far, in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Start {
  ms: number;
  /** CPU time the server had used when it first answered (steadier than wall time on a busy machine). */
  cpuMs: number;
  rssMb: number;
  peakMb: number;
}

/** Spawns the server, waits for a 200 from /api/health, measures, stops it (SIGTERM) and waits for the exit. */
async function start(env: Record<string, string>): Promise<Start> {
  const port = await freePort();
  const output: string[] = [];
  const t0 = performance.now();
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      SESSION_SECRET: 'bench-startup-secret-bench-startup-secret-0123',
      ADMIN_EMAIL: 'admin@clinica.local',
      ADMIN_PASSWORD: 'Bench#Startup2026',
      WEB_DIST: path.join(root, 'apps/web/dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  try {
    for (;;) {
      if (exited) throw new Error(`the server exited before answering:\n${output.join('')}`);
      if (performance.now() - t0 > 60_000) throw new Error(`no healthy answer in 60 s:\n${output.join('')}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.status === 200,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    const ms = performance.now() - t0;
    const cpu = cpuMs(child.pid!);
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
    return { ms, cpuMs: cpu, ...memory(child.pid!) };
  } finally {
    if (!exited) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const spread = (values: number[], digits = 0) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;

const rows: { label: string; goal?: number; starts: Start[] }[] = [];
function report(label: string, starts: Start[], goal?: number) {
  rows.push({ label, goal, starts });
  const ms = starts.map((s) => s.ms);
  console.log(
    `${label}: ${median(ms).toFixed(0)} ms to healthy (${spread(ms)}), ${median(starts.map((s) => s.cpuMs)).toFixed(0)} ms CPU; idle RSS ${median(starts.map((s) => s.rssMb)).toFixed(0)} MB, peak ${median(starts.map((s) => s.peakMb)).toFixed(0)} MB`,
  );
}

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'clinic-startup-'));
  dirs.push(dir);
  return dir;
};

const only = process.env.ONLY?.split(',');
const runs = (name: string) => !only || only.includes(name);

const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
const loadBefore = load();

const admin = new pg.Client({ connectionString: adminUrl });
const databases: string[] = [];
try {
  // Embedded: a fresh folder, then the same folder again.
  const fresh: Start[] = [];
  const again: Start[] = [];
  for (let i = 0; i < (runs('embedded') ? RUNS : 0); i += 1) {
    const dir = freshDir();
    fresh.push(await start({ DATA_DIR: dir }));
    again.push(await start({ DATA_DIR: dir }));
  }
  if (runs('embedded')) {
    report('embedded, fresh data folder', fresh, GOALS.embedded);
    report('embedded, already migrated', again, GOALS.embedded);
  }

  const demoFresh: Start[] = [];
  const demoAgain: Start[] = [];
  for (let i = 0; i < (runs('demo') ? RUNS : 0); i += 1) {
    const dir = freshDir();
    demoFresh.push(await start({ DATA_DIR: dir, DEMO_DATA: '1' }));
    demoAgain.push(await start({ DATA_DIR: dir, DEMO_DATA: '1' }));
  }
  if (runs('demo')) {
    report('embedded + DEMO_DATA=1, fresh folder', demoFresh, GOALS.embedded);
    report('embedded + DEMO_DATA=1, again', demoAgain, GOALS.embedded);
  }

  // PostgreSQL: a fresh database of our own, then the same again.
  if (runs('postgres')) await admin.connect();
  const pgFresh: Start[] = [];
  const pgAgain: Start[] = [];
  for (let i = 0; i < (runs('postgres') ? RUNS : 0); i += 1) {
    const name = `clinic_bench_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${name}`);
    databases.push(name);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), DATA_DIR: freshDir() };
    pgFresh.push(await start(env));
    pgAgain.push(await start(env));
  }
  if (runs('postgres')) {
    report('PostgreSQL, fresh database', pgFresh);
    report('PostgreSQL, already migrated', pgAgain, GOALS.postgres);
  }

  console.log(`\n${RUNS} starts each; time from spawning node to the first 200 from /api/health; RSS after ${IDLE_SECONDS} s idle`);
  console.log(`load average (1, 5, 15 min): ${loadBefore} before, ${load()} after`);
  console.log(
    `${'case'.padEnd(38)} ${'median'.padStart(8)} ${'(spread)'.padStart(13)} ${'CPU'.padStart(8)} ${'idle RSS'.padStart(9)} ${'(spread)'.padStart(11)}   goal`,
  );
  for (const { label, goal, starts } of rows) {
    const ms = starts.map((s) => s.ms);
    const rss = starts.map((s) => s.rssMb);
    const verdict = goal === undefined ? '' : `<= ${goal / 1000} s ${median(ms) <= goal ? 'ok' : 'MISSED'}`;
    console.log(
      `${label.padEnd(38)} ${`${median(ms).toFixed(0)} ms`.padStart(8)} ${`(${spread(ms)})`.padStart(13)} ${`${median(starts.map((s) => s.cpuMs)).toFixed(0)} ms`.padStart(8)} ` +
        `${`${median(rss).toFixed(0)} MB`.padStart(9)} ${`(${spread(rss)})`.padStart(11)}   ${verdict}`,
    );
  }
} finally {
  for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
  await admin.end().catch(() => {});
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
