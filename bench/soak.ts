/**
 * Soak: the real server (apps/server/src/main.ts, demo clinic) driven at a steady rate with a mix
 * of reads and writes for a while; prints the 5xx count, p50/p99 per kind, and the server's resident
 * memory at the start and the end (a leak shows as memory that keeps growing).
 *
 *   pnpm soak                       # 10 minutes at 20 requests/s on the embedded database
 *   pnpm soak --minutes 2 --rate 40
 *   DATABASE_URL=postgres://… pnpm soak
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { minutes: { type: 'string', default: '10' }, rate: { type: 'string', default: '20' } },
});
const MINUTES = Math.min(120, Math.max(0.1, Number(values.minutes)));
const RATE = Math.min(200, Math.max(1, Number(values.rate)));
const ADMIN = { email: 'soak@clinica.local', password: 'Soak#Teste-2026' };
const serverDir = new URL('../apps/server', import.meta.url).pathname;

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

/** Resident memory of a process, in MB (Linux /proc). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'clinic-soak-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: serverDir,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: '1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SESSION_SECRET: 'soak-secret-soak-secret-soak-secret-0123456',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});

try {
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Clínica rodando em')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening`)));
  });
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('clinica.sid='))!.split(';')[0]!;
  const headers = { cookie, 'content-type': 'application/json', origin: base };
  const today = new Date().toISOString().slice(0, 10);
  let n = 0;

  /** The mix: mostly the screens' reads, a fifth writes (new leads, edits of them, new patients). */
  const created: number[] = [];
  const requests: { kind: string; weight: number; run: () => Promise<Response> }[] = [
    { kind: 'agenda day', weight: 4, run: () => fetch(`${base}/api/appointments?date=${today}`, { headers }) },
    { kind: 'patients page', weight: 3, run: () => fetch(`${base}/api/patients?limit=20&offset=0&search=ana`, { headers }) },
    { kind: 'leads page', weight: 3, run: () => fetch(`${base}/api/leads?limit=20&offset=0`, { headers }) },
    { kind: 'dashboard', weight: 2, run: () => fetch(`${base}/api/dashboard/stats`, { headers }) },
    { kind: 'logs page', weight: 1, run: () => fetch(`${base}/api/system-logs?limit=50`, { headers }) },
    {
      kind: 'create lead',
      weight: 2,
      run: async () => {
        const res = await fetch(`${base}/api/leads`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ name: `Soak ${++n}`, whatsapp: '(11) 98765-4321', origin: 'instagram', date: today }),
        });
        if (res.ok) created.push(((await res.clone().json()) as { id: number }).id);
        return res;
      },
    },
    {
      kind: 'edit lead',
      weight: 1,
      run: () => {
        const id = created[Math.floor(Math.random() * created.length)] ?? 1;
        return fetch(`${base}/api/leads/${id}`, { method: 'PUT', headers, body: JSON.stringify({ origin: 'indicacao' }) });
      },
    },
    {
      kind: 'create patient',
      weight: 1,
      run: () =>
        fetch(`${base}/api/patients`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ firstName: 'Soak', lastName: `Paciente ${++n}`, phone: '(11) 98765-4321', birthDate: '1990-01-01' }),
        }),
    },
  ];
  const bag = requests.flatMap((r) => Array.from({ length: r.weight }, () => r));

  const rssStart = rssMb(child.pid!);
  const times = new Map<string, number[]>();
  const statuses = new Map<number, number>();
  let failures = 0;
  const total = Math.round(MINUTES * 60 * RATE);
  console.log(`soak: ${total} requests at ${RATE}/s for ${MINUTES} min; server RSS at start ${rssStart.toFixed(0)} MB`);
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const wait = start + (i * 1000) / RATE - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const request = bag[i % bag.length]!;
    pending.push(
      (async () => {
        const t = performance.now();
        try {
          const res = await request.run();
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        } catch {
          failures += 1;
        }
        const list = times.get(request.kind) ?? [];
        list.push(performance.now() - t);
        times.set(request.kind, list);
      })(),
    );
    if (i % (RATE * 60) === 0 && i > 0) console.log(`  ${(i / RATE / 60).toFixed(0)} min: RSS ${rssMb(child.pid!).toFixed(0)} MB`);
  }
  await Promise.all(pending);
  const rssEnd = rssMb(child.pid!);

  const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;
  const all = [...times.values()].flat().sort((a, b) => a - b);
  console.log(`\n${'kind'.padEnd(16)} ${'count'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  for (const [kind, list] of times) {
    list.sort((a, b) => a - b);
    console.log(`${kind.padEnd(16)} ${String(list.length).padStart(6)} ${pct(list, 0.5).toFixed(1).padStart(8)} ${pct(list, 0.99).toFixed(1).padStart(8)}`);
  }
  const fiveXX = [...statuses].filter(([s]) => s >= 500).reduce((sum, [, c]) => sum + c, 0);
  console.log(`${'all'.padEnd(16)} ${String(all.length).padStart(6)} ${pct(all, 0.5).toFixed(1).padStart(8)} ${pct(all, 0.99).toFixed(1).padStart(8)}`);
  console.log(`\nstatuses: ${[...statuses].sort(([a], [b]) => a - b).map(([s, c]) => `${s} x${c}`).join(', ')}; connection failures: ${failures}`);
  console.log(`5xx: ${fiveXX}; server RSS ${rssStart.toFixed(0)} MB at start, ${rssEnd.toFixed(0)} MB at the end`);
  process.exitCode = fiveXX > 0 || failures > 0 ? 1 : 0;
} finally {
  child.kill('SIGTERM');
  await once(child, 'exit');
  rmSync(dataDir, { recursive: true, force: true });
}
