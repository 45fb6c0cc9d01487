/**
 * Seeds 100,000 leads on PostgreSQL and times the leads screen's calls through the real procedures
 * (the same service and query functions the server runs): a filtered page with its summary
 * (`GET /api/leads?limit=…`), for typed searches and date ranges. Prints median and p95 per query
 * (goal: p95 under 50 ms).
 *
 *   TEST_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/db pnpm --filter @clinic/bench run bench:leads
 */
import { performance } from 'node:perf_hooks';

import { createCaller, createContext } from '@clinic/api';
import { createTestDatabase } from '@clinic/db/testing';
import { sql } from 'kysely';

import { type QueryCase, printTimings, requirePostgres } from './query-timing';

const LEADS = Number(process.env.LEADS ?? 100_000);
const RUNS = 30;

requirePostgres();

const FIRST = ['Ana', 'Maria', 'Juliana', 'Mariana', 'Fernanda', 'Patrícia', 'Luana', 'Beatriz', 'Camila', 'Letícia', 'Lúcia', 'Débora', 'Fábio', 'João', 'José', 'Márcio', 'Sônia', 'Cláudia', 'Renata', 'Gabriela'];
const LAST = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Ribeiro', 'Carvalho', 'Araújo', 'Conceição', 'Gonçalves', 'Martins'];
const ORIGINS = ['referencia', 'internet', 'indicacao', 'instagram', 'facebook', 'google', 'outros', 'FB ENDOMETRIOSE', 'FB INCONTINÊNCIA', 'FB PÓS PARTO'];

const tdb = await createTestDatabase();
try {
  const [user] = await tdb.db
    .insertInto('users')
    .values({ email: 'recepcao@clinica.com', passwordHash: 'x', firstName: 'Recepção', lastName: 'Teste', role: 'recepcionista' })
    .returningAll()
    .execute();

  const t = performance.now();
  // Three years of leads, about 90 a day; a quarter converted.
  await sql`
    insert into leads (name, whatsapp, origin, date, status, conversion_date)
    select
      (${sql.val(FIRST)}::text[])[1 + g % ${FIRST.length}] || ' ' || (${sql.val(LAST)}::text[])[1 + (g / ${FIRST.length}) % ${LAST.length}],
      '(' || (11 + g % 89) || ') 9' || lpad(((g::bigint * 7919) % 10000)::text, 4, '0') || '-' || lpad(((g::bigint * 104729) % 10000)::text, 4, '0'),
      (${sql.val(ORIGINS)}::text[])[1 + (g * 7) % ${ORIGINS.length}],
      current_date - (g % 1100),
      case when g % 4 = 1 then 'CONVERTIDO' else 'PENDENTE' end,
      case when g % 4 = 1 then current_date - (g % 1100) + 3 end
    from generate_series(1, ${LEADS}) as g
  `.execute(tdb.db);
  await sql`analyze leads`.execute(tdb.db);
  console.log(`seeded ${LEADS.toLocaleString('en')} leads in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const api = createCaller(createContext({ db: tdb.db, user: user!, ipAddress: '127.0.0.1', userAgent: 'bench' }));
  type ListInput = Parameters<typeof api.leads.list>[0];
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const page = (input: ListInput) => async () => {
    const result = await api.leads.list({ limit: 50, offset: 0, ...input });
    return Array.isArray(result) ? result.length : result.summary.total;
  };

  const cases: QueryCase[] = [
    ['page 1, no filter', page({})],
    ['page 100 (offset 5000)', page({ offset: 5000 })],
    ['last 7 days', page({ startDate: day(7) })],
    ['last 30 days', page({ startDate: day(30), endDate: day(0) })],
    ['last 90 days', page({ startDate: day(90) })],
    ['one day', page({ startDate: day(10), endDate: day(10) })],
    ['up to a year ago', page({ endDate: day(365) })],
    ['search "a" (typing)', page({ search: 'a' })],
    ['search "ana"', page({ search: 'ana' })],
    ['search "ana souza"', page({ search: 'ana souza' })],
    ['search "conceicao" (accent)', page({ search: 'conceicao' })],
    ['search "fb endometriose"', page({ search: 'fb endometriose' })],
    ['search "98765" (WhatsApp)', page({ search: '98765' })],
    ['search "(11) 9" (formatted)', page({ search: '(11) 9' })],
    ['search "fb" + last 30 days', page({ search: 'fb', startDate: day(30) })],
    ['search "maria" + last 90 days', page({ search: 'maria', startDate: day(90) })],
  ];
  await printTimings(cases, { runs: RUNS, title: 'filtered page + summary', counted: 'matching leads', warmUp: true });
} finally {
  await tdb.close();
}
