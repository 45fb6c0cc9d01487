/**
 * The funnel (issue #25) on PostgreSQL with 100,000 leads, 50,000 patients and 200,000
 * appointments (plus 10,000 packages, discharges and completed ad reports): `GET
 * /api/reports/funnel` for a year of leads, as a financeiro user, against a bare Fastify + pg
 * handler running the same counting SQL, in a child process. Prints the query plan, the p50/p95 of
 * each one at a time and their throughput with 10 in flight.
 *
 *   TEST_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/db pnpm --filter @clinic/bench run bench:funnel
 *
 * LEADS, PATIENTS, APPOINTMENTS, REQUESTS (one-at-a-time samples, default 200), SECONDS (default 5).
 */
import { performance } from 'node:perf_hooks';

import { seedUser } from '@clinic/api/testing';
import { funnelCountsSql } from '@clinic/db';
import { CompiledQuery, sql } from 'kysely';

import { seedPatients, seedPhysiotherapists, seedRooms } from './bench-seed';
import { ms } from './query-timing';
import { type LoadFigures, measureLoad, printErrors, runServedBench } from './served-load';

const LEADS = Number(process.env.LEADS ?? 100_000);
const PATIENTS = Number(process.env.PATIENTS ?? 50_000);
const APPOINTMENTS = Number(process.env.APPOINTMENTS ?? 200_000);
const REQUESTS = Number(process.env.REQUESTS ?? 200);
const SECONDS = Number(process.env.SECONDS ?? 5);
const CONCURRENCY = 10;
const PHYSIOS = 20;
const ROOMS = 10;
const GOAL_MS = 200;

await runServedBench(async (tdb, serve) => {
  const t = performance.now();
  const finance = await seedUser(tdb.db, { role: 'financeiro' });
  const firstPhysio = await seedPhysiotherapists(tdb.db, PHYSIOS);
  await seedRooms(tdb.db, ROOMS);
  await seedPatients(tdb.db, PATIENTS, { dischargedEvery: 9 });
  // Appointments before the leads link their patients: the seed measures the query, not the triggers.
  await sql`
    insert into appointments (patient_id, physiotherapist_id, room_id, date, time, type, status, attendance_status, created_at)
    select
      1 + (g * 7919) % ${PATIENTS},
      ${firstPhysio} + (k % ${ROOMS} + k / ${ROOMS * 12}) % ${PHYSIOS},
      1 + k % ${ROOMS},
      date '2024-06-03' + k / ${ROOMS * 12},
      lpad((8 + (k / ${ROOMS}) % 12)::text, 2, '0') || ':00',
      case when g % 10 < 3 then 'consulta' else 'atendimento' end,
      case when g % 5 < 3 then 'completed' when g % 5 = 3 then 'scheduled' else 'cancelled' end,
      case when g % 5 < 3 then 'atendido' when g % 5 = 3 then 'agendado' else 'cancelado_clinica' end,
      now()
    from (select g, g + g / 2 as k from generate_series(0, ${APPOINTMENTS - 1}) as g) s
  `.execute(tdb.db);
  await sql`
    insert into leads (name, whatsapp, origin, date, status, patient_id, stage, lost_reason, first_contact_at, campaign_id, campaign_name)
    select 'Lead ' || g, '(11) 9' || lpad((g % 10000)::text, 4, '0') || '-' || lpad((g / 10000)::text, 4, '0'),
      (array['Instagram', 'Facebook', 'Google', 'Indicação', 'FB ENDOMETRIOSE'])[1 + g % 5],
      date '2025-01-01' + g % 700,
      case when g % 2 = 0 then 'CONVERTIDO' else 'PENDENTE' end,
      case when g % 2 = 0 then 1 + (g / 2) % ${PATIENTS} end,
      case when g % 2 = 0 then 'em_contato' when g % 7 = 1 then 'perdido' when g % 3 = 1 then 'em_contato' else 'novo' end,
      case when g % 2 = 1 and g % 7 = 1 then 'Achou caro' end,
      case when g % 3 <> 2 then timestamptz '2025-01-02' + (g % 700) * interval '1 day' end,
      case when g % 4 = 0 then 'C' || (g % 12) end,
      case when g % 4 = 0 then 'Campanha ' || (g % 12) end
    from generate_series(1, ${LEADS}) as g
  `.execute(tdb.db);
  await sql`
    insert into patient_packages (patient_id, name, sessions_total, list_price_cents, price_cents, start_date, expiry_date, counts_faltou, counts_cancelado_tarde)
    select 1 + (g * 13) % ${PATIENTS}, 'Pacote 10', 10, 150000, 150000, date '2025-03-01' + g % 500, date '2025-09-01' + g % 500, false, false
    from generate_series(1, 10000) as g
  `.execute(tdb.db);
  const [account] = await tdb.db.insertInto('adAccounts').values({ accountNumber: 'act_bench', name: 'Bench' }).returning('id').execute();
  const rows = JSON.stringify(Array.from({ length: 12 }, (_, i) => ({ campaign_id: `C${i}`, campaign_name: `Campanha ${i}`, spend: String(1000 + i * 37) })));
  for (let month = 1; month <= 12; month += 1) {
    const start = `2025-${String(month).padStart(2, '0')}-01`;
    await tdb.db
      .insertInto('reportRequests')
      .values({ adAccountId: account!.id, startDate: start, endDate: `2025-${String(month).padStart(2, '0')}-28`, status: 'completed', webhookResponse: rows, completedAt: new Date() })
      .execute();
  }
  await sql`analyze`.execute(tdb.db);
  console.log(
    `seeded ${LEADS.toLocaleString('en')} leads, ${PATIENTS.toLocaleString('en')} patients, ${APPOINTMENTS.toLocaleString('en')} appointments, 10,000 packages in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  const sample = funnelCountsSql({ startDate: '2025-01-01', endDate: '2025-12-31' }).compile(tdb.db);
  const plan = await tdb.db.executeQuery<Record<string, string>>(CompiledQuery.raw(`explain (analyze, costs off) ${sample.sql}`, [...sample.parameters]));
  console.log('funnel query plan (PostgreSQL, a year of leads):');
  for (const row of plan.rows) console.log(`  ${Object.values(row)[0]}`);

  const served = await serve('funnel-servers.ts');
  const { app, bare: bareUrl, get } = served;
  const cookie = await served.signIn(finance.email);

  let n = 0;
  // A year of leads, its start moving a month at a time (so no two requests in a row ask the same).
  const nextPeriod = () => {
    const month = n++ % 12;
    const start = new Date(Date.UTC(2025, month, 1));
    const end = new Date(Date.UTC(2026, month, 0));
    return `startDate=${start.toISOString().slice(0, 10)}&endDate=${end.toISOString().slice(0, 10)}`;
  };
  const targets = {
    'REST /api/reports/funnel': () => get(`${app}/api/reports/funnel?${nextPeriod()}`, cookie),
    'bare (same counting SQL)': () => get(`${bareUrl}/funnel?${nextPeriod()}`),
  };
  const results: Record<string, LoadFigures> = {};
  for (const [name, call] of Object.entries(targets)) {
    results[name] = await measureLoad(call, { warmUp: 10, requests: REQUESTS, seconds: SECONDS, concurrency: CONCURRENCY });
  }
  console.log(`\n${'path'.padEnd(28)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'req/s @10'.padStart(10)}`);
  for (const [name, r] of Object.entries(results)) {
    console.log(`${name.padEnd(28)} ${ms(r.p50).padStart(9)} ${ms(r.p95).padStart(9)} ${r.rps.toFixed(0).padStart(10)}`);
  }
  printErrors(served.errors);
  const rest = results['REST /api/reports/funnel']!;
  const bare = results['bare (same counting SQL)']!;
  console.log(
    `\ngoal: funnel p95 over REST < ${GOAL_MS} ms: ${ms(rest.p95)} ${rest.p95 < GOAL_MS ? 'ok' : 'MISSED'}; ` +
      `bare handler p95 ${ms(bare.p95)}; REST/bare throughput ${(rest.rps / bare.rps).toFixed(2)}x`,
  );
});
