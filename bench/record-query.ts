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
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';

import { TEST_PASSWORD, seedUser } from '@clinic/api/testing';
import { compilePatientRecord, insertRecordAccess } from '@clinic/db';
import { createTestDatabase } from '@clinic/db/testing';
import { CompiledQuery, sql } from 'kysely';

import { ms, pct, requirePostgres } from './query-timing';

const PATIENTS = Number(process.env.PATIENTS ?? 50_000);
const ENTRIES = Number(process.env.ENTRIES ?? 1_000_000);
const ACCESS_ROWS = Number(process.env.ACCESS_ROWS ?? 1_000_000);
const REQUESTS = Number(process.env.REQUESTS ?? 300);
const SECONDS = Number(process.env.SECONDS ?? 5);
const CONCURRENCY = 10;

requirePostgres();

const tdb = await createTestDatabase();
let child: ReturnType<typeof spawn> | undefined;
try {
  let t = performance.now();
  const physio = await seedUser(tdb.db, { role: 'physiotherapist', crefito: '123456-F' });
  const admin = await seedUser(tdb.db, { role: 'admin' });
  await sql`
    insert into users (email, password_hash, first_name, last_name, role, crefito)
    select 'fisio' || g || '@clinica.com', 'x', 'Fisio' || g, 'Teste', 'physiotherapist', g || '-F'
    from generate_series(1, 19) as g
  `.execute(tdb.db);
  const firstAuthor = (await sql<{ id: number }>`select min(id) as id from users where role = 'physiotherapist'`.execute(tdb.db)).rows[0]!.id;
  await sql`
    insert into patients (first_name, last_name, phone, birth_date, status)
    select 'Paciente' || g, 'Sobrenome' || (g % 997), '(11) 9' || lpad(g::text, 4, '0') || '-0000', date '1960-01-01' + g % 20000, 'Ativo'
    from generate_series(1, ${PATIENTS}) as g
  `.execute(tdb.db);
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

  child = spawn(process.execPath, ['--import', 'tsx', 'record-servers.ts'], { env: { ...process.env, BENCH_DATABASE_URL: tdb.url }, stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  const ports = JSON.parse(line) as { app: number; bare: number };
  const login = async (email: string) => {
    const res = await fetch(`http://127.0.0.1:${ports.app}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    return res.headers.getSetCookie().find((c) => c.startsWith('clinica.sid='))!.split(';')[0]!;
  };
  const physioCookie = await login(physio.email);
  const adminCookie = await login(admin.email);

  const errors = new Map<string, number>();
  let n = 0;
  const nextPatient = () => 1 + ((n++ * 7919) % PATIENTS);
  const get = async (url: string, cookie?: string) => {
    const start = performance.now();
    const res = await fetch(url, { headers: cookie ? { cookie } : {} });
    const body = await res.text();
    if (res.status !== 200) errors.set(`${res.status} ${body.slice(0, 100)}`, (errors.get(`${res.status} ${body.slice(0, 100)}`) ?? 0) + 1);
    return { ms: performance.now() - start, bytes: body.length };
  };
  const targets = {
    REST: (id: number) => get(`http://127.0.0.1:${ports.app}/api/patients/${id}/record`, physioCookie),
    bare: (id: number) => get(`http://127.0.0.1:${ports.bare}/patients/${id}/record`),
    'bare+access': (id: number) => get(`http://127.0.0.1:${ports.bare}/patients/${id}/record-with-access`),
    'access log (REST, admin)': (id: number) => get(`http://127.0.0.1:${ports.app}/api/patients/${id}/record-access-log`, adminCookie),
  };

  const results: Record<string, { p50: number; p95: number; rps: number; kb: number }> = {};
  for (const [name, call] of Object.entries(targets)) {
    for (let i = 0; i < 30; i += 1) await call(nextPatient()); // warm-up
    const alone: number[] = [];
    let bytes = 0;
    for (let i = 0; i < REQUESTS; i += 1) {
      const r = await call(nextPatient());
      alone.push(r.ms);
      bytes = r.bytes;
    }
    alone.sort((a, b) => a - b);
    const times: number[] = [];
    const end = performance.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < end) times.push((await call(nextPatient())).ms);
      }),
    );
    results[name] = { p50: pct(alone, 0.5), p95: pct(alone, 0.95), rps: times.length / SECONDS, kb: bytes / 1024 };
  }

  console.log(`\n${'path'.padEnd(26)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'req/s @10'.padStart(10)} ${'answer'.padStart(8)}`);
  for (const [name, r] of Object.entries(results)) {
    console.log(`${name.padEnd(26)} ${ms(r.p50).padStart(9)} ${ms(r.p95).padStart(9)} ${r.rps.toFixed(0).padStart(10)} ${`${r.kb.toFixed(0)} kB`.padStart(8)}`);
  }
  console.log(`${'access row insert alone'.padEnd(26)} ${ms(pct(inserts, 0.5)).padStart(9)} ${ms(pct(inserts, 0.95)).padStart(9)}`);
  for (const [what, count] of errors) console.log(`failed requests x${count}: ${what}`);
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
} finally {
  if (child) {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  await tdb.close();
}
