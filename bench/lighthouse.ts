/**
 * Lighthouse scores of /auth and, signed in on the demo clinic, of the dashboard, the agenda
 * (/appointments) and the patient list (/patients), with the desktop and mobile presets, against the
 * production server (apps/server/src/main.ts with NODE_ENV=production: the same buildServer, static
 * serving, compression and cache headers as `pnpm start`) serving the built web app, in the Debian
 * Chromium. Goals: performance ≥ 95 on desktop and ≥ 90 on mobile, accessibility 100.
 *
 *   pnpm --filter @clinic/web build && pnpm --filter @clinic/bench run bench:lighthouse
 *
 * LIGHTHOUSE_RUNS=n (default 3) runs each page × preset n times and reports the run with the
 * median performance score (the scores of one run move by several points on a busy machine). LIGHTHOUSE_REPORTS=dir writes each run's full JSON report there.
 * LIGHTHOUSE_ONLY=auth-mobile,dashboard-desktop runs only those (keys: auth, dashboard,
 * appointments, patients). WEB_DIST=dir serves another build.
 * LIGHTHOUSE_BASELINE=dir measures that build too, on a second server with a copy of the same data,
 * each run of the baseline right before the same run of WEB_DIST (paired runs: the machine's load
 * moves both alike), and prints both rows and the median of the paired differences.
 * LIGHTHOUSE_BASELINE_SERVER=checkout runs the baseline's server from another checkout of the
 * repository (its node_modules installed), to measure a change of the server (compression, headers)
 * the same way; without LIGHTHOUSE_BASELINE both servers serve WEB_DIST. The demo clinic is then
 * seeded by that checkout's server (this one migrates its copy forward).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import lighthouse, { type Flags, type Result, desktopConfig } from 'lighthouse';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const webDist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
const only = process.env.LIGHTHOUSE_ONLY?.split(',').map((k) => k.trim());
const baselineServerRoot = process.env.LIGHTHOUSE_BASELINE_SERVER ? path.resolve(process.env.LIGHTHOUSE_BASELINE_SERVER) : undefined;
const baselineDist = process.env.LIGHTHOUSE_BASELINE ?? (baselineServerRoot ? webDist : undefined);

const GOALS = { desktop: 95, mobile: 90, accessibility: 100 } as const;
const ADMIN = { email: 'lighthouse@bench.clinica', password: 'Lighthouse-bench-2026!' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** Resolves with the first stdout/stderr line matching `pattern`; rejects if the process ends first. */
function waitForLine(child: ChildProcess, pattern: RegExp, what: string, timeoutMs = 60_000): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${what}: no "${pattern}" after ${timeoutMs} ms\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code}\n${output}`));
    });
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function spawnServer(dataDir: string, port: number, dist: string, production: boolean, serverRoot = root): ChildProcess {
  const tsx = path.join(serverRoot, 'bench/node_modules/.bin/tsx');
  return spawn(tsx, [path.join(serverRoot, 'apps/server/src/main.ts')], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: production ? 'production' : 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST: dist,
      SESSION_SECRET: randomBytes(48).toString('base64url'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_DATA: production ? '' : '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * A fresh embedded database with the known first admin and the demo clinic (staff, rooms, 36
 * patients, this and next week's agenda): the server fills it only outside production, so it is
 * started once in development on the folder and stopped.
 */
async function seedDemoClinic(dataDir: string): Promise<void> {
  const child = spawnServer(dataDir, await freePort(), webDist, false, baselineServerRoot);
  try {
    await waitForLine(child, /Dados de demonstração criados[\s\S]*Clínica rodando em/, 'demo clinic', 180_000);
  } finally {
    await stop(child);
  }
}

/** The production server on a seeded embedded database. */
async function startServer(dataDir: string, dist: string, serverRoot?: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const child = spawnServer(dataDir, port, dist, true, serverRoot);
  await waitForLine(child, /Clínica rodando em/, 'server', 120_000);
  // The request log writes a line per request: keep reading so the pipe never fills.
  child.stdout?.resume();
  child.stderr?.resume();
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}

async function startChromium(profileDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    chromiumPath,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      `--user-data-dir=${profileDir}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const match = await waitForLine(child, /DevTools listening on ws:\/\/[^:]+:(\d+)\//, 'chromium');
  child.stderr?.resume();
  return { child, port: Number(match[1]) };
}

/** Signs the admin in through the REST API; returns the session cookie ("name=value"). */
async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('clinica.sid='));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie.split(';')[0]!;
}

/**
 * One request to every page and built asset first: a server that has been up for a while has its
 * code paths compiled and its files in the page cache, which a just-started one has not (its
 * first answers take 10–20× longer, and Lighthouse charges that to every request of the page).
 */
async function warmUp(baseUrl: string, cookie: string, dist: string): Promise<void> {
  const assets = readdirSync(path.join(dist, 'assets')).filter((f) => !/\.(br|gz)$/.test(f));
  for (let round = 0; round < 2; round++) {
    for (const url of ['/auth', '/', '/appointments', '/patients', ...assets.map((f) => `/assets/${f}`)]) {
      await (await fetch(`${baseUrl}${url}`, { headers: { 'accept-encoding': 'br, gzip' } })).arrayBuffer();
    }
    await (await fetch(`${baseUrl}/trpc/auth.session?batch=1&input=%7B%7D`, { headers: { cookie } })).arrayBuffer();
  }
}

interface Row {
  page: string;
  preset: 'desktop' | 'mobile';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  failing: string[];
  /** Lighthouse's measure of this machine's CPU speed (a fast desktop is 1500+). */
  benchmarkIndex: number;
}

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

/** Audits that cost points in the three categories (score < 1, weighted), for the table's notes. */
function failingAudits(lhr: Result): string[] {
  const out: string[] = [];
  for (const id of ['accessibility', 'best-practices']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) out.push(`${id}: ${ref.id}`);
    }
  }
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
      out.push(`performance: ${ref.id} ${audit.displayValue ?? ''}`.trim());
    }
  }
  for (const id of ['unused-javascript', 'render-blocking-resources', 'uses-text-compression', 'uses-long-cache-ttl']) {
    const audit = lhr.audits[id];
    if (audit && audit.score !== null && audit.score < 1) out.push(`opportunity: ${id} ${audit.displayValue ?? ''}`.trim());
  }
  // What Chromium itself reported (CSP and other issues) and console errors.
  const issues = lhr.audits['inspector-issues']?.details;
  if (issues && 'items' in issues) {
    for (const item of issues.items as { issueType?: string; subItems?: { items?: unknown[] } }[]) {
      out.push(`chromium issue: ${item.issueType ?? '?'} ${JSON.stringify(item.subItems?.items ?? []).slice(0, 200)}`);
    }
  }
  const errors = lhr.audits['errors-in-console']?.details;
  if (errors && 'items' in errors) {
    for (const item of errors.items as { description?: string; source?: string }[]) {
      out.push(`console: ${item.source ?? ''} ${item.description ?? ''}`.slice(0, 200));
    }
  }
  return out;
}

async function measure(url: string, preset: Row['preset'], port: number, cookie?: string): Promise<Result> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  // A trace that Chromium did not record well (NO_NAVSTART, NO_FCP…) happens now and then on a
  // busy machine: try again, at most twice.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${error.code} ${error.message}`);
    console.error(`  ${url} ${preset}: ${error.code}, trying again`);
  }
}

interface Build {
  /** '' for WEB_DIST, 'baseline' for LIGHTHOUSE_BASELINE. */
  label: string;
  baseUrl: string;
  cookie: string;
}

function toRow(page: string, preset: Row['preset'], lhr: Result): Row {
  return {
    page,
    preset,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    bytes: numeric(lhr, 'total-byte-weight'),
    failing: failingAudits(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const work = mkdtempSync(path.join(tmpdir(), 'clinic-lighthouse-'));
const servers: ChildProcess[] = [];
let chromium: ChildProcess | undefined;
const started = Date.now();
try {
  await seedDemoClinic(path.join(work, 'data'));
  const dists = [
    ...(baselineDist ? [{ label: 'baseline', dist: baselineDist, serverRoot: baselineServerRoot }] : []),
    { label: '', dist: webDist, serverRoot: undefined },
  ];
  const builds: Build[] = [];
  for (const [i, { label, dist, serverRoot }] of dists.entries()) {
    const dataDir = path.join(work, `data-${i}`);
    cpSync(path.join(work, 'data'), dataDir, { recursive: true });
    const server = await startServer(dataDir, dist, serverRoot);
    servers.push(server.child);
    const cookie = await signIn(server.baseUrl);
    await warmUp(server.baseUrl, cookie, dist);
    builds.push({ label, baseUrl: server.baseUrl, cookie });
  }
  const browser = await startChromium(path.join(work, 'profile'));
  chromium = browser.child;
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });

  const pages = [
    { key: 'auth', name: '/auth', path: '/auth', signedIn: false },
    { key: 'dashboard', name: '/ (dashboard)', path: '/', signedIn: true },
    { key: 'appointments', name: '/appointments', path: '/appointments', signedIn: true },
    { key: 'patients', name: '/patients', path: '/patients', signedIn: true },
  ];
  const rows: Row[] = [];
  const pairNotes: string[] = [];
  for (const page of pages) {
    for (const preset of ['desktop', 'mobile'] as const) {
      if (only && !only.includes(`${page.key}-${preset}`)) continue;
      const results = builds.map(() => [] as Result[]);
      for (let i = 0; i < runs; i++) {
        for (const [b, build] of builds.entries()) {
          const url = `${build.baseUrl}${page.path}`;
          const lhr = await measure(url, preset, browser.port, page.signedIn ? build.cookie : undefined);
          if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl} (not signed in?)`);
          results[b]!.push(lhr);
          if (reportsDir) {
            const file = `${page.key}-${preset}${build.label ? `-${build.label}` : ''}-${i + 1}.json`;
            writeFileSync(path.join(reportsDir, file), JSON.stringify(lhr, null, 1));
          }
        }
      }
      for (const [b, build] of builds.entries()) {
        const sorted = [...results[b]!].sort((x, y) => score(x, 'performance') - score(y, 'performance'));
        const row = toRow(`${page.name}${build.label ? ` (${build.label})` : ''}`, preset, sorted[Math.floor(sorted.length / 2)]!);
        rows.push(row);
        const all = results[b]!.map((lhr) => score(lhr, 'performance')).join(', ');
        console.error(`  measured ${row.page} ${row.preset}: performance ${row.performance} (runs: ${all})`);
      }
      if (builds.length === 2) {
        const [base, current] = results as [Result[], Result[]];
        const diff = (f: (lhr: Result) => number) => median(current.map((lhr, i) => f(lhr) - f(base[i]!)));
        pairNotes.push(
          `${page.name} ${preset}: median paired difference against the baseline: performance ${diff((l) => score(l, 'performance'))}, ` +
            `LCP ${Math.round(diff((l) => numeric(l, 'largest-contentful-paint')))} ms, TBT ${Math.round(diff((l) => numeric(l, 'total-blocking-time')))} ms`,
        );
      }
    }
  }

  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const header = ['page', 'preset', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'CLS', 'sent', 'goal'];
  const table = rows.map((r) => {
    const perfGoal = r.preset === 'desktop' ? GOALS.desktop : GOALS.mobile;
    const misses = [
      r.performance < perfGoal && `perf < ${perfGoal}`,
      r.accessibility < GOALS.accessibility && `a11y < ${GOALS.accessibility}`,
    ].filter(Boolean);
    return [
      r.page,
      r.preset,
      String(r.performance),
      String(r.accessibility),
      String(r.bestPractices),
      String(r.seo),
      s(r.fcp),
      s(r.lcp),
      `${Math.round(r.tbt)} ms`,
      r.cls.toFixed(3),
      `${(r.bytes / 1024).toFixed(0)} KiB`,
      misses.length ? `NO (${misses.join(', ')})` : 'met',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const indexes = rows.map((r) => Math.round(r.benchmarkIndex));
  console.log(
    `Lighthouse ${rows.length} page × preset, ${runs} run(s) each, ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
      `CPU benchmark index ${Math.min(...indexes)}–${Math.max(...indexes)} (the mobile preset's 4× CPU slowdown assumes a fast desktop, 1500+)`,
  );
  console.log(line(header));
  for (const row of table) console.log(line(row));
  if (pairNotes.length) console.log(`\n${pairNotes.join('\n')}`);
  for (const r of rows) {
    if (r.failing.length) console.log(`\n${r.page} ${r.preset}:\n  ${r.failing.join('\n  ')}`);
  }
  // Only the build under test has goals.
  if (table.some((row, i) => !rows[i]!.page.endsWith('(baseline)') && row.at(-1) !== 'met')) process.exitCode = 1;
} finally {
  if (chromium) await stop(chromium);
  for (const child of servers) await stop(child);
  rmSync(work, { recursive: true, force: true });
}
