/**
 * The clinical record on PostgreSQL with 50,000 patients and 1,000,000 entries (and as many access
 * rows): the patient timeline (`GET /api/patients/{id}/record`, with content, as a physiotherapist:
 * the read appends its access row) against a bare Fastify + pg handler running the same SQL, in a
 * child process. Prints, in one run, the p95 of each one at a time and their throughput with 10 in
 * flight, the ratio to the bare handler, and the access log's cost at that size: the access-row
 * insert alone, and `GET /api/patients/{id}/record-access-log` as the admin.
 *
 *   TEST_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/db pnpm --filter @clinic/bench run bench:record
 *
 * PATIENTS, ENTRIES, ACCESS_ROWS, REQUESTS (one-at-a-time samples, default 300), SECONDS (default 5).
 */
import { performance } from 'node:perf_hooks';

import { seedUser } from '@clinic/api/testing';
import { compilePatientRecord, insertRecordAccess } from '@clinic/db';
import { CompiledQuery, sql } from 'kysely';

import { seedPatients, seedPhysiotherapists } from './bench-seed';
import { ms, pct } from './query-timing';
import { type LoadFigures, measureLoad, printErrors, runServedBench } from './served-load';

const PATIENTS = Number(process.env.PATIENTS ?? 50_000);
const ENTRIES = Number(process.env.ENTRIES ?? 1_000_000);
const ACCESS_ROWS = Number(process.env.ACCESS_ROWS ?? 1_000_000);
const REQUESTS = Number(process.env.REQUESTS ?? 300);
const SECONDS = Number(process.env.SECONDS ?? 5);
const CONCURRENCY = 10;

await runServedBench(async (tdb, serve) => {
  let t = performance.now();
  const physio = await seedUser(tdb.db, { role: 'physiotherapist', crefito: '123456-F' });
  const admin = await seedUser(tdb.db, { role: 'admin' });
  const firstAuthor = await seedPhysiotherapists(tdb.db, 19);
  await seedPatients(tdb.db, PATIENTS);
  // ~20 entries per patient over three years: one assessment, evolutions, every 50th an addendum
  // of the entry before it; all signed but the last 1% (drafts). Content is a believable evolution.
  await sql`
    insert into record_entries (patient_id, kind, template_id, template_version, parent_id, status, author_id, content, reason,
                                signed_at, signed_crefito, content_hash, created_at, updated_at)
    select
      1 + g % ${PATIENTS},
      case when g < ${PATIENTS} then 'avaliacao' else 'evolucao' end,
      case when g < ${PATIENTS} then 'pelvic-assessment' else 'evolution' end,
      1, null,
      case when g >= ${Math.floor(ENTRIES * 0.99)} then 'rascunho' else 'assinado' end,
      ${firstAuthor} + g % 20,
      jsonb_build_object('answers', jsonb_build_object(
        'subjective', 'Relata menos perdas aos esforços nesta semana (sessão ' || g || ').',
        'procedures', 'Treino dos músculos do assoalho pélvico com biofeedback; orientação postural.',
        'perfect', jsonb_build_object('power', g % 6, 'endurance', g % 10, 'repetitions', g % 8, 'fast', g % 12, 'ect', true),
        'homeExercises', '3 séries de 10 contrações sustentadas por 6 s, 2 vezes ao dia.',
        'nextPlan', 'Progredir tempo de sustentação.')),
      null,
      case when g >= ${Math.floor(ENTRIES * 0.99)} then null else timestamptz '2023-01-01' + (g / ${PATIENTS}) * interval '2 days' + interval '1 hour' end,
      case when g >= ${Math.floor(ENTRIES * 0.99)} then null else (g % 20) || '-F' end,
      case when g >= ${Math.floor(ENTRIES * 0.99)} then null else md5(g::text) || md5((g + 1)::text) end,
      timestamptz '2023-01-01' + (g / ${PATIENTS}) * interval '2 days',
      timestamptz '2023-01-01' + (g / ${PATIENTS}) * interval '2 days'
    from generate_series(0, ${ENTRIES - 1}) as g
  `.execute(tdb.db);
  await sql`
    insert into record_access_log (user_id, role, patient_id, entry_id, action, ip_address, request_id, at)
    select ${firstAuthor} + g % 20, 'physiotherapist', 1 + g % ${PATIENTS}, null, 'view', '10.0.0.' || (g % 250), md5(g::text),
           timestamptz '2023-01-01' + (g / ${PATIENTS}) * interval '2 days'
    from generate_series(0, ${ACCESS_ROWS - 1}) as g
  `.execute(tdb.db);
  await sql`analyze`.execute(tdb.db);
  console.log(
    `seeded ${PATIENTS.toLocaleString('en')} patients, ${ENTRIES.toLocaleString('en')} record entries and ${ACCESS_ROWS.toLocaleString('en')} access rows in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  const sample = compilePatientRecord(tdb.db, 4242, { withContent: true });
  const plan = await tdb.db.executeQuery<Record<string, string>>(CompiledQuery.raw(`explain (analyze, costs off) ${sample.sql}`, [...sample.parameters]));
  console.log('timeline query plan (PostgreSQL):');
  for (const row of plan.rows) console.log(`  ${Object.values(row)[0]}`);

  // The access row alone, at this size (what every read of content adds to it).
  const inserts: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    t = performance.now();
    await insertRecordAccess(tdb.db, { userId: physio.id, role: 'physiotherapist', patientId: 1 + ((i * 7919) % PATIENTS), entryId: null, action: 'view', ipAddress: '127.0.0.1', requestId: `bench-${i}` });
    inserts.push(performance.now() - t);
  }
  inserts.sort((a, b) => a - b);

  const served = await serve('record-servers.ts');
  const { app, bare: bareUrl, get } = served;
  const physioCookie = await served.signIn(physio.email);
  const adminCookie = await served.signIn(admin.email);

  let n = 0;
  const nextPatient = () => 1 + ((n++ * 7919) % PATIENTS);
  const targets = {
    REST: () => get(`${app}/api/patients/${nextPatient()}/record`, physioCookie),
    bare: () => get(`${bareUrl}/patients/${nextPatient()}/record`),
    'bare+access': () => get(`${bareUrl}/patients/${nextPatient()}/record-with-access`),
    'access log (REST, admin)': () => get(`${app}/api/patients/${nextPatient()}/record-access-log`, adminCookie),
  };

  const results: Record<string, LoadFigures> = {};
  for (const [name, call] of Object.entries(targets)) {
    results[name] = await measureLoad(call, { warmUp: 30, requests: REQUESTS, seconds: SECONDS, concurrency: CONCURRENCY });
  }

  console.log(`\n${'path'.padEnd(26)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'req/s @10'.padStart(10)} ${'answer'.padStart(8)}`);
  for (const [name, r] of Object.entries(results)) {
    console.log(`${name.padEnd(26)} ${ms(r.p50).padStart(9)} ${ms(r.p95).padStart(9)} ${r.rps.toFixed(0).padStart(10)} ${`${r.kb.toFixed(0)} kB`.padStart(8)}`);
  }
  console.log(`${'access row insert alone'.padEnd(26)} ${ms(pct(inserts, 0.5)).padStart(9)} ${ms(pct(inserts, 0.95)).padStart(9)}`);
  printErrors(served.errors);
  const rest = results.REST!;
  const bare = results.bare!;
  const ratio = rest.rps / bare.rps;
  const sameWork = results['bare+access']!;
  const ratioSameWork = rest.rps / sameWork.rps;
  console.log(
    `\ngoals: timeline p95 over REST < 50 ms: ${ms(rest.p95)} ${rest.p95 < 50 ? 'ok' : 'MISSED'}; ` +
      `REST >= 0.5x bare+access, the same SQL with its access row (req/s with ${CONCURRENCY} in flight): ` +
      `${ratioSameWork.toFixed(2)}x ${ratioSameWork >= 0.5 ? 'ok' : 'MISSED'} (p95 ${ms(sameWork.p95)}); ` +
      `against the select alone: ${ratio.toFixed(2)}x (p95 bare ${ms(bare.p95)}); ` +
      `access log: the insert p95 ${ms(pct(inserts, 0.95))} at ${ACCESS_ROWS.toLocaleString('en')} rows, ` +
      `reading it p95 ${ms(results['access log (REST, admin)']!.p95)}`,
  );
});
