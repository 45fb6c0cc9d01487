/**
 * Seeds 50,000 patients and 200,000 appointments on PostgreSQL and times the patient screen's
 * queries through the real procedures (the same service and query functions the server runs):
 * typed searches, each filter (one patient in 50 archived), and pages of the list. Prints median and p95 per query.
 *
 *   TEST_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/db pnpm --filter @clinic/bench run bench:patients
 */
import { performance } from 'node:perf_hooks';

import { createCaller, createContext } from '@clinic/api';
import { createTestDatabase } from '@clinic/db/testing';
import { sql } from 'kysely';

import { type QueryCase, printTimings, requirePostgres } from './query-timing';

const PATIENTS = Number(process.env.PATIENTS ?? 50_000);
const APPOINTMENTS = Number(process.env.APPOINTMENTS ?? 200_000);
const RUNS = 20;

requirePostgres();

const FIRST = ['Ana', 'Maria', 'Juliana', 'Mariana', 'Fernanda', 'Patrícia', 'Luana', 'Beatriz', 'Camila', 'Letícia', 'Lúcia', 'Débora', 'Fábio', 'João', 'José', 'Márcio', 'Sônia', 'Cláudia', 'Renata', 'Gabriela', 'Aline', 'Bruna', 'Carla', 'Daniela', 'Eduarda', 'Helena', 'Isabela', 'Joana', 'Larissa', 'Natália'];
const LAST = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Ribeiro', 'Carvalho', 'Araújo', 'Conceição', 'Gonçalves', 'Martins', 'Rocha', 'Barbosa', 'Assunção', 'Brandão'];
/** A sample of the 31 dysfunctions of spec §9 (the filter's cost depends on how many patients match). */
const DYSFUNCTIONS = ['Dor na relação', 'Dor pélvica', 'Incontinencia urinária', 'Constipação', 'Endometriose', 'Prolapso', 'Menopausa/climatério', 'Diástase', 'Sem queixa', 'Fissura', 'Prevenção'];
const STATUSES = ['Ativo', 'Ativo', 'Ativo', 'Pre-alta', 'Alta', 'Alta', 'Desistência', 'Pausa'];

const tdb = await createTestDatabase();
try {
  const staff = await tdb.db
    .insertInto('users')
    .values(Array.from({ length: 20 }, (_, i) => ({ email: `f${i}@clinica.com`, passwordHash: 'x', firstName: `Fisio${i}`, lastName: 'Teste', role: 'physiotherapist' })))
    .returningAll()
    .execute();
  await tdb.db.insertInto('rooms').values(Array.from({ length: 20 }, (_, i) => ({ name: `Sala ${i + 1}` }))).execute();

  const t = performance.now();
  await sql`
    insert into patients (first_name, last_name, phone, email, birth_date, sex, status, dysfunctions, city, state, created_at)
    select
      (${sql.val(FIRST)}::text[])[1 + g % ${FIRST.length}],
      (${sql.val(LAST)}::text[])[1 + (g / ${FIRST.length}) % ${LAST.length}] || ' ' || (${sql.val(LAST)}::text[])[1 + (g * 7) % ${LAST.length}],
      '(' || (11 + g % 89) || ') 9' || lpad(((g * 7919) % 100000000)::text, 8, '0'),
      case when g % 5 = 0 then null else 'paciente' || g || '@exemplo.com.br' end,
      date '1950-01-01' + (g * 37) % 25000,
      (array['female', 'female', 'female', 'male', 'intersex'])[1 + g % 5],
      (${sql.val(STATUSES)}::text[])[1 + (g / 3) % ${STATUSES.length}],
      array[(${sql.val(DYSFUNCTIONS)}::text[])[1 + g % ${DYSFUNCTIONS.length}], (${sql.val(DYSFUNCTIONS)}::text[])[1 + (g * 13) % ${DYSFUNCTIONS.length}]],
      'São Paulo', 'SP',
      now() - ((g % 1100) * interval '1 day')
    from generate_series(1, ${PATIENTS}) as g
  `.execute(tdb.db);
  // Appointments fill 20 rooms x 12 hours a day, from 2024-01-01: no double booking.
  await sql`
    insert into appointments (patient_id, physiotherapist_id, room_id, date, time, type, status)
    select
      1 + (g * 7919) % ${PATIENTS},
      ${staff[0]!.id} + g % 20,
      1 + g % 20,
      date '2024-01-01' + (g / 240),
      lpad((8 + (g / 20) % 12)::text, 2, '0') || ':00',
      case when g % 10 < 3 then 'consulta' else 'atendimento' end,
      case when date '2024-01-01' + (g / 240) >= current_date then 'scheduled'
           when g % 5 = 0 then 'cancelled' else 'completed' end
    from generate_series(0, ${APPOINTMENTS - 1}) as g
  `.execute(tdb.db);
  // One patient in 50 archived: the lists leave them out, 'Arquivados' lists them.
  await sql`update patients set archived_at = now() where id % 50 = 0`.execute(tdb.db);
  await sql`analyze patients`.execute(tdb.db);
  await sql`analyze appointments`.execute(tdb.db);
  console.log(
    `seeded ${PATIENTS.toLocaleString('en')} patients and ${APPOINTMENTS.toLocaleString('en')} appointments in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  const api = createCaller(createContext({ db: tdb.db, user: staff[0]!, ipAddress: '127.0.0.1', userAgent: 'bench' }));
  type ListInput = Parameters<typeof api.patients.list>[0];
  const page = (input: ListInput) => async () => {
    const result = await api.patients.list({ limit: 20, offset: 0, ...input });
    return Array.isArray(result) ? result.length : result.total;
  };
  const picker = (q: string) => async () => (await api.patients.search({ q })).length;

  const cases: QueryCase[] = [
    ['page 1, no filter', page({})],
    ['page 250 (offset 5000)', page({ offset: 5000 })],
    ['search "a" (typing)', page({ search: 'a' })],
    ['search "an"', page({ search: 'an' })],
    ['search "ana"', page({ search: 'ana' })],
    ['search "ana s"', page({ search: 'ana s' })],
    ['search "ana souza"', page({ search: 'ana souza' })],
    ['search "conceicao" (accent)', page({ search: 'conceicao' })],
    ['search "1198" (phone)', page({ search: '1198' })],
    ['search "paciente123@"', page({ search: 'paciente123@' })],
    ['picker "mar"', picker('mar')],
    ['picker "maria silva"', picker('maria silva')],
    ['picker "1199" (phone/CPF)', picker('1199')],
    ['sex=male', page({ sex: 'male' })],
    ['status=Pausa', page({ status: 'Pausa' })],
    ['dysfunctions (2, any of)', page({ dysfunctions: ['Prolapso', 'Endometriose'] })],
    ['first appointment in a month', page({ firstAppointmentFrom: '2024-03-01', firstAppointmentTo: '2024-03-31' })],
    ['first appointment from a day', page({ firstAppointmentFrom: '2024-06-01' })],
    ['treatment end in 3 months', page({ treatmentEndFrom: '2025-01-01', treatmentEndTo: '2025-03-31' })],
    ['Arquivados (archived=true)', page({ archived: true })],
    ['Arquivados + search "ana"', page({ archived: true, search: 'ana' })],
    ['all filters + search', page({ search: 'ma', sex: 'female', dysfunctions: ['Dor pélvica'], firstAppointmentTo: '2024-04-30' })],
  ];
  await printTimings(cases, { runs: RUNS, title: 'query', counted: 'matching rows', warmUp: true });
} finally {
  await tdb.close();
}
