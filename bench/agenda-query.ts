/**
 * The agenda's week query on PostgreSQL with 200,000 appointments, 50,000 patients, 30 rooms and
 * 40 physiotherapists, measured in one run three ways against servers in a child process:
 * REST (`GET /api/appointments?startDate&endDate`), tRPC (`GET /trpc/appointments.list`), and a bare
 * Fastify + pg handler sending the same SQL. For each: throughput with 10 requests in flight, then
 * p50/p99 at a steady 50 requests/s (and the median of requests sent one at a time); and the ratios
 * to the bare handler.
 *
 *   TEST_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/db pnpm --filter @clinic/bench run bench:agenda
 *
 * SECONDS (default 8) sets each measurement's length; BENCH_CPU_PROF=/some/dir profiles the servers.
 */
import { performance } from 'node:perf_hooks';

import { seedUser } from '@clinic/api/testing';
import { compileAppointmentsInRange } from '@clinic/db';
import { CompiledQuery, sql } from 'kysely';

import { seedPatients, seedPhysiotherapists, seedRooms } from './bench-seed';
import { pct } from './query-timing';
import { printErrors, runServedBench } from './served-load';

const PATIENTS = Number(process.env.PATIENTS ?? 50_000);
const APPOINTMENTS = Number(process.env.APPOINTMENTS ?? 200_000);
const ROOMS = 30;
const PHYSIOS = 40;
const SECONDS = Number(process.env.SECONDS ?? 8);
const CONCURRENCY = 10;
const RATE = 50;
const WEEK = { startDate: '2026-03-02', endDate: '2026-03-06' };

await runServedBench(async (tdb, serve) => {
  let t = performance.now();
  const reader = await seedUser(tdb.db, { role: 'recepcionista' });
  const firstPhysio = await seedPhysiotherapists(tdb.db, PHYSIOS);
  await seedRooms(tdb.db, ROOMS);
  await seedPatients(tdb.db, PATIENTS);
  // Two of every three slots taken (30 rooms x 12 hours a day) from 2025-06-02 on: ~1,200 a week.
  // A slot's physiotherapist is (room + day) mod 40, so nobody is booked twice at once.
  await sql`
    insert into appointments (patient_id, physiotherapist_id, room_id, date, time, type, status, payment_percentage, created_at)
    select
      1 + (g * 7919) % ${PATIENTS},
      ${firstPhysio} + ((k % ${ROOMS}) + k / ${ROOMS * 12}) % ${PHYSIOS},
      1 + k % ${ROOMS},
      date '2025-06-02' + k / ${ROOMS * 12},
      lpad((8 + (k / ${ROOMS}) % 12)::text, 2, '0') || ':00',
      case when g % 10 < 3 then 'consulta' else 'atendimento' end,
      case when g % 17 = 0 then 'cancelled' when date '2025-06-02' + k / ${ROOMS * 12} < current_date then 'completed' else 'scheduled' end,
      (array[0, 50, 100])[1 + g % 3],
      now()
    from (select g, g + g / 2 as k from generate_series(0, ${APPOINTMENTS - 1}) as g) s
  `.execute(tdb.db);
  await sql`update appointments set patient_id = null where id % 40 = 0`.execute(tdb.db);
  await sql`analyze`.execute(tdb.db);
  console.log(`seeded ${PATIENTS.toLocaleString('en')} patients, ${APPOINTMENTS.toLocaleString('en')} appointments, ${ROOMS} rooms, ${PHYSIOS} physiotherapists in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const week = compileAppointmentsInRange(tdb.db, { from: WEEK.startDate, to: WEEK.endDate });
  const plan = await tdb.db.executeQuery<Record<string, string>>(CompiledQuery.raw(`explain (analyze, costs off) ${week.sql}`, [...week.parameters]));
  console.log('week query plan (PostgreSQL):');
  for (const row of plan.rows) console.log(`  ${Object.values(row)[0]}`);
  // BENCH_CPU_PROF=dir: the servers' process writes a V8 CPU profile there (where a request spends its time).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  const served = await serve('agenda-servers.ts', profile);
  const { app, bare: bareUrl } = served;
  const cookie = await served.signIn(reader.email);
  const query = new URLSearchParams(WEEK).toString();
  const targets = {
    REST: { url: `${app}/api/appointments?${query}`, cookie },
    tRPC: { url: `${app}/trpc/appointments.list?input=${encodeURIComponent(JSON.stringify(WEEK))}`, cookie },
    bare: { url: `${bareUrl}/week?${query}` },
  };
  const once1 = (target: { url: string; cookie?: string }) => served.get(target.url, target.cookie);

  /** Closed loop: CONCURRENCY requests always in flight for SECONDS. */
  async function throughput(target: { url: string; cookie?: string }) {
    const times: number[] = [];
    const end = performance.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < end) times.push((await once1(target)).ms);
      }),
    );
    times.sort((a, b) => a - b);
    return { rps: times.length / SECONDS, p99: pct(times, 0.99) };
  }

  /** Open loop: one request every 1000/RATE ms for SECONDS, whatever the previous ones do. */
  async function atRate(target: { url: string; cookie?: string }) {
    const pending: Promise<{ ms: number }>[] = [];
    const start = performance.now();
    for (let i = 0; i < RATE * SECONDS; i += 1) {
      const due = start + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      pending.push(once1(target));
    }
    const times = (await Promise.all(pending)).map((r) => r.ms).sort((a, b) => a - b);
    return { p50: pct(times, 0.5), p99: pct(times, 0.99) };
  }

  const rows = (await (await fetch(targets.REST.url, { headers: { cookie } })).json()) as unknown[];
  console.log(`week ${WEEK.startDate}..${WEEK.endDate}: ${rows.length} appointments per answer`);
  const results: Record<string, { rps: number; p99: number; rateP50: number; rateP99: number; kb: number }> = {};
  for (const [name, target] of Object.entries(targets)) {
    for (let i = 0; i < 30; i += 1) await once1(target); // warm-up
    const alone: number[] = [];
    for (let i = 0; i < 30; i += 1) alone.push((await once1(target)).ms);
    alone.sort((a, b) => a - b);
    const bytes = (await once1(target)).bytes;
    t = performance.now();
    const closed = await throughput(target);
    const open = await atRate(target);
    results[name] = { rps: closed.rps, p99: closed.p99, rateP50: open.p50, rateP99: open.p99, kb: bytes / 1024 };
    console.log(
      `  ${name}: one at a time median ${pct(alone, 0.5).toFixed(1)} ms; ${closed.rps.toFixed(0)} req/s with ${CONCURRENCY} in flight; p99 ${open.p99.toFixed(1)} ms at ${RATE} req/s`,
    );
  }
  const bare = results.bare!;
  console.log(
    `\n${'path'.padEnd(6)} ${'req/s @10'.padStart(10)} ${'p99 @10'.padStart(9)} ${'p50 @50/s'.padStart(10)} ${'p99 @50/s'.padStart(10)} ${'answer'.padStart(9)} ${'vs bare'.padStart(8)}`,
  );
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `${name.padEnd(6)} ${r.rps.toFixed(0).padStart(10)} ${`${r.p99.toFixed(1)} ms`.padStart(9)} ${`${r.rateP50.toFixed(1)} ms`.padStart(10)} ${`${r.rateP99.toFixed(1)} ms`.padStart(10)} ${`${r.kb.toFixed(0)} kB`.padStart(9)} ${`${(r.rps / bare.rps).toFixed(2)}x`.padStart(8)}`,
    );
  }
  printErrors(served.errors);
  const rest = results.REST!;
  const trpc = results.tRPC!;
  console.log(
    `\ngoals: REST >= 0.5x bare: ${(rest.rps / bare.rps).toFixed(2)}x ${rest.rps / bare.rps >= 0.5 ? 'ok' : 'MISSED'}; ` +
      `tRPC >= 0.6x bare: ${(trpc.rps / bare.rps).toFixed(2)}x ${trpc.rps / bare.rps >= 0.6 ? 'ok' : 'MISSED'}; ` +
      `week p99 < 50 ms at 50 req/s: REST ${rest.rateP99.toFixed(1)} ms ${rest.rateP99 < 50 ? 'ok' : 'MISSED'}, tRPC ${trpc.rateP99.toFixed(1)} ms ${trpc.rateP99 < 50 ? 'ok' : 'MISSED'}`,
  );
});
