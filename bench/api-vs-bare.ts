/**
 * Speed against the bare stack, measured in one run on PostgreSQL: the rooms list (30 rooms) and a
 * filtered page of the activity log (20 rows out of 100,000, filtered by entity, action and dates),
 * each through the product's REST path, its tRPC path, and a bare Fastify + pg handler sending the
 * same SQL (see api-vs-bare-servers.ts), with a signed-in admin's session cookie on the first two.
 * A fourth path, bare+s, is the bare handler after the session query, sent on every request: what
 * the product did before it kept the sessions it read in memory (while it hears the database announce
 * every change of a user or a session, so a blocked user is still out at once). The run ends with how
 * often the product answered a session from memory.
 *
 * For each path: the median of requests sent one at a time, then throughput, p50 and p99 with 10
 * requests in flight, and the servers' CPU time per request (read from /proc, steadier than
 * throughput on a shared machine). The three paths are measured in turn for SECONDS each, ROUNDS
 * times in rotated order, so that whatever else the machine does falls on all three alike; the
 * table shows each path's median round with the spread (lowest–highest req/s), and the ratios to
 * bare are the median of each round's own ratio (with their spread).
 *
 *   pnpm --filter @clinic/bench run bench:api
 *
 * The database: BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server the run may create a
 * database on; it creates its own and drops it at the end), else the CI's
 * postgres://clinic_ci:clinic_ci@127.0.0.1:5432/clinic_ci. SECONDS (default 5) per measurement,
 * ROUNDS (default 3); BENCH_CPU_PROF=/some/dir writes a V8 CPU profile of the servers' process
 * (with ONLY=rooms or ONLY=logs and PATHS=REST, tRPC or bare to profile one path alone).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';

import { TEST_PASSWORD, seedUser } from '@clinic/api/testing';
import { createTestDatabase } from '@clinic/db/testing';
import { sql } from 'kysely';

const LOG_ROWS = Number(process.env.LOG_ROWS ?? 100_000);
const ROOMS = 30;
const SECONDS = Number(process.env.SECONDS ?? 2);
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const CONCURRENCY = 10;
const GOALS = { REST: 0.5, tRPC: 0.6 } as const;

process.env.TEST_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://clinic_ci:clinic_ci@127.0.0.1:5432/clinic_ci';
process.env.TEST_DB = 'postgres';
// The log's day bounds follow the clinic's clock in the servers; the dates asked for here too.
process.env.TZ = process.env.CLINIC_TIMEZONE ?? 'America/Sao_Paulo';

interface Target {
  url: URL;
  headers: Record<string, string>;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One GET on a kept-alive connection (node:http is lighter than fetch: the load generator shares the cores). */
function get(target: Target): Promise<{ status: number; body: string; ms: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(target.url, { agent, headers: target.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - start }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** User + system CPU time of a process so far, in ms (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))]!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const tdb = await createTestDatabase();
let child: ReturnType<typeof spawn> | undefined;
try {
  const t = performance.now();
  const admin = await seedUser(tdb.db, { role: 'admin' });
  await sql`
    insert into users (email, password_hash, first_name, last_name, role)
    select 'equipe' || g || '@clinica.com', 'x', 'Nome' || g, 'Sobrenome', 'recepcionista'
    from generate_series(1, 19) as g
  `.execute(tdb.db);
  await sql`
    insert into rooms (name, is_active)
    select 'Sala ' || lpad(g::text, 2, '0') || ' - ' || (array['Térreo', '1º andar', '2º andar'])[1 + g % 3], g % 10 <> 0
    from generate_series(1, ${ROOMS}) as g
  `.execute(tdb.db);
  // One row every 30 seconds back from now (~35 days), 10% without a user.
  await sql`
    insert into system_logs (user_id, action, entity, entity_id, description, ip_address, user_agent, created_at)
    select
      case when g % 10 = 0 then null else ${admin.id} + (g % 20) end,
      (array['create','update','delete','login','logout','cancel','convert'])[1 + g % 7],
      (array['user','patient','appointment','room','lead','treatment'])[1 + (g / 7) % 6],
      g % 5000,
      'Agendamento de Paciente' || g || ' Sobrenome alterado: horário de 09:00 para 10:00, sala 3',
      '10.0.' || (g % 250) || '.' || (g % 200),
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      now() - (g * interval '30 seconds')
    from generate_series(1, ${LOG_ROWS}) as g
  `.execute(tdb.db);
  await sql`analyze`.execute(tdb.db);
  console.log(
    `seeded ${ROOMS} rooms, ${LOG_ROWS.toLocaleString('en')} log rows, 20 users in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  // BENCH_CPU_PROF=dir: the servers' process writes a V8 CPU profile there (where a request spends its time).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  child = spawn(process.execPath, [...profile, '--import', 'tsx', 'api-vs-bare-servers.ts'], {
    env: { ...process.env, BENCH_DATABASE_URL: tdb.url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  const ports = JSON.parse(line) as { app: number; bare: number; pid: number };

  const login = await fetch(`http://127.0.0.1:${ports.app}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: TEST_PASSWORD }),
  });
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('clinica.sid='))?.split(';')[0];
  if (!cookie) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);

  const day = (daysAgo: number) => {
    const d = new Date(Date.now() - daysAgo * 86_400_000);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };
  const logFilter = { entity: 'appointment', action: 'update', startDate: day(14), endDate: day(0), limit: 20, offset: 0 };
  const logQuery = new URLSearchParams(Object.entries(logFilter).map(([k, v]) => [k, String(v)])).toString();
  const app = (path: string): Target => ({ url: new URL(`http://127.0.0.1:${ports.app}${path}`), headers: { cookie } });
  // The bare handler also runs after the session query (bare+s): what reading the session on every request would cost.
  const sid = decodeURIComponent(cookie.slice('clinica.sid='.length)).replace(/\.[^.]*$/, '');
  const bareWithSession = (path: string): Target => ({ url: new URL(`http://127.0.0.1:${ports.bare}/session${path}`), headers: { 'x-session-id': sid } });
  const scenarios: { name: string; label: string; targets: Record<'REST' | 'tRPC' | 'bare' | 'bare+s', Target>; count(body: unknown): number }[] = [
    {
      name: 'rooms',
      label: 'GET /api/rooms (30 rooms)',
      targets: {
        REST: app('/api/rooms'),
        tRPC: app('/trpc/rooms.list'),
        bare: { url: new URL(`http://127.0.0.1:${ports.bare}/rooms`), headers: {} },
        'bare+s': bareWithSession('/rooms'),
      },
      count: (body) => (Array.isArray(body) ? body : (body as { result: { data: unknown[] } }).result.data).length,
    },
    {
      name: 'logs',
      label: `GET /api/system-logs?${logQuery}`,
      targets: {
        REST: app(`/api/system-logs?${logQuery}`),
        tRPC: app(`/trpc/systemLogs.list?input=${encodeURIComponent(JSON.stringify(logFilter))}`),
        bare: { url: new URL(`http://127.0.0.1:${ports.bare}/system-logs?${logQuery}`), headers: {} },
        'bare+s': bareWithSession(`/system-logs?${logQuery}`),
      },
      count: (body) => {
        const page = ('result' in (body as object) ? (body as { result: { data: unknown } }).result.data : body) as { total: number; items: unknown[] };
        return page.items.length + page.total * 1000;
      },
    },
  ];

  const only = process.env.ONLY?.split(',');
  const paths = process.env.PATHS?.split(',');

  const errors = new Map<string, number>();
  const request = async (target: Target) => {
    const res = await get(target);
    if (res.status !== 200) {
      const key = `${res.status} ${target.url.pathname} ${res.body.slice(0, 100)}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
    }
    return res;
  };

  /** Closed loop: CONCURRENCY requests always in flight for SECONDS. */
  async function throughput(target: Target) {
    const times: number[] = [];
    const cpuBefore = cpuMs(ports.pid);
    const start = performance.now();
    const end = start + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < end) times.push((await request(target)).ms);
      }),
    );
    const elapsed = (performance.now() - start) / 1000;
    const cpu = cpuMs(ports.pid) - cpuBefore;
    times.sort((a, b) => a - b);
    return { rps: times.length / elapsed, p50: pct(times, 0.5), p99: pct(times, 0.99), cpuPerRequest: cpu / times.length };
  }

  type Result = { alone: number; rps: number; p50: number; p99: number; cpuPerRequest: number; kb: number };
  const summary: { label: string; results: Record<string, Result & { low: number; high: number; ratio?: number[] }> }[] = [];
  for (const scenario of scenarios.filter((s) => !only || only.includes(s.name))) {
    console.log(`\n${scenario.label}`);
    // The same answer on every path (the bare one carries the raw rows).
    const counts = await Promise.all(
      Object.entries(scenario.targets).map(async ([name, target]) => {
        const res = await get(target);
        if (res.status !== 200) throw new Error(`${name} ${target.url}: ${res.status} ${res.body.slice(0, 300)}`);
        return scenario.count(JSON.parse(res.body));
      }),
    );
    if (new Set(counts).size !== 1) throw new Error(`the paths answer different rows: ${counts.join(' / ')}`);
    const names = (Object.keys(scenario.targets) as (keyof typeof scenario.targets)[]).filter((n) => !paths || paths.includes(n));
    const rounds = new Map<string, Result[]>(names.map((n) => [n, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = names.map((_, i) => names[(i + round) % names.length]!);
      for (const name of order) {
        const target = scenario.targets[name];
        for (let i = 0; i < 50; i += 1) await request(target); // warm-up
        const alone: number[] = [];
        for (let i = 0; i < 30; i += 1) alone.push((await request(target)).ms);
        const kb = Buffer.byteLength((await get(target)).body) / 1024;
        const closed = await throughput(target);
        rounds.get(name)!.push({ alone: median(alone), kb, ...closed });
        console.log(
          `  round ${round + 1} ${name.padEnd(6)}: alone ${median(alone).toFixed(2)} ms; ${closed.rps.toFixed(0)} req/s with ${CONCURRENCY} in flight, ` +
            `p50 ${closed.p50.toFixed(1)} ms, p99 ${closed.p99.toFixed(1)} ms; servers' CPU ${closed.cpuPerRequest.toFixed(2)} ms/request`,
        );
      }
    }
    const results: Record<string, Result & { low: number; high: number; ratio?: number[] }> = {};
    const bareRounds = rounds.get('bare');
    for (const [name, list] of rounds) {
      const sorted = [...list].sort((a, b) => a.rps - b.rps);
      const ratio = bareRounds && name !== 'bare' ? list.map((r, i) => r.rps / bareRounds[i]!.rps).sort((a, b) => a - b) : undefined;
      results[name] = { ...sorted[Math.floor(sorted.length / 2)]!, low: sorted[0]!.rps, high: sorted.at(-1)!.rps, ratio };
    }
    summary.push({ label: scenario.label, results });
  }

  console.log(`\nmedian of ${ROUNDS} rounds, ${SECONDS} s each, ${CONCURRENCY} requests in flight (the servers, PostgreSQL and this load generator share the machine's cores)`);
  const verdicts: string[] = [];
  for (const { label, results } of summary) {
    console.log(`\n${label}`);
    console.log(
      `${'path'.padEnd(6)} ${'alone'.padStart(9)} ${'req/s'.padStart(7)} ${'(spread)'.padStart(13)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'CPU/req'.padStart(9)} ${'answer'.padStart(8)} ${'vs bare'.padStart(8)} ${'(spread)'.padStart(13)}`,
    );
    for (const [name, r] of Object.entries(results)) {
      const ratio = r.ratio ? `${median(r.ratio).toFixed(2)}x` : name === 'bare' ? '1.00x' : '';
      const ratioSpread = r.ratio ? `(${r.ratio[0]!.toFixed(2)}–${r.ratio.at(-1)!.toFixed(2)})` : '';
      console.log(
        `${name.padEnd(6)} ${`${r.alone.toFixed(2)} ms`.padStart(9)} ${r.rps.toFixed(0).padStart(7)} ${`(${r.low.toFixed(0)}–${r.high.toFixed(0)})`.padStart(13)} ` +
          `${`${r.p50.toFixed(1)} ms`.padStart(9)} ${`${r.p99.toFixed(1)} ms`.padStart(9)} ${`${r.cpuPerRequest.toFixed(2)} ms`.padStart(9)} ` +
          `${`${r.kb.toFixed(1)} kB`.padStart(8)} ${ratio.padStart(8)} ${ratioSpread.padStart(13)}`,
      );
    }
    for (const path of (['REST', 'tRPC'] as const).filter((n) => results[n]?.ratio)) {
      // (bare+s is shown for what the per-request session read costs; the goals are against bare.)
      const ratio = median(results[path]!.ratio!);
      verdicts.push(`${label.split('?')[0]} ${path} ${ratio.toFixed(2)}x bare (goal >= ${GOALS[path]}x) ${ratio >= GOALS[path] ? 'ok' : 'MISSED'}`);
    }
  }
  for (const [what, count] of errors) console.log(`failed requests x${count}: ${what}`);
  const cache = JSON.parse((await get({ url: new URL(`http://127.0.0.1:${ports.bare}/session-cache`), headers: {} })).body) as {
    live: boolean;
    hits: number;
    misses: number;
    heard: number;
  };
  console.log(
    `\nsessions: ${cache.live ? 'kept in memory, the database heard' : 'NOT kept in memory (the database is not heard)'}; ` +
      `${cache.hits.toLocaleString('en')} answered from memory, ${cache.misses.toLocaleString('en')} read from the database, ` +
      `${cache.heard} changes heard`,
  );
  console.log(`\ngoals:\n  ${verdicts.join('\n  ')}`);
} finally {
  agent.destroy();
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  await tdb.close();
}
