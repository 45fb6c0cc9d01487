/**
 * Seeds 1,000,000 activity-log rows on PostgreSQL and times the log screen's queries (filters and
 * paging on the server) through the real procedure. Prints median and p95 per query.
 *
 *   TEST_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/db pnpm --filter @clinic/bench run bench:logs
 */
import { performance } from 'node:perf_hooks';

import { createCaller, createContext } from '@clinic/api';
import { createTestDatabase } from '@clinic/db/testing';
import { sql } from 'kysely';

import { type QueryCase, printTimings, requirePostgres } from './query-timing';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const RUNS = 15;

requirePostgres();

const tdb = await createTestDatabase();
try {
  const users = await tdb.db
    .insertInto('users')
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        email: `u${i}@clinica.com`,
        passwordHash: 'x',
        firstName: `Nome${i}`,
        lastName: 'Sobrenome',
        // The first one reads the log (admin); the log screen is not open to the default role.
        role: i === 0 ? 'admin' : 'physiotherapist',
      })),
    )
    .returningAll()
    .execute();

  const t = performance.now();
  await sql`
    insert into system_logs (user_id, action, entity, entity_id, description, ip_address, user_agent, created_at)
    select
      case when g % 10 = 0 then null else 1 + (g % 20) end,
      (array['create','update','delete','login','logout','cancel','convert'])[1 + g % 7],
      (array['user','patient','appointment','room','lead','treatment'])[1 + (g / 7) % 6],
      g % 5000,
      'Registro de teste número ' || g,
      '10.0.' || (g % 250) || '.' || (g % 200),
      'Mozilla/5.0 bench',
      now() - (g * interval '30 seconds')
    from generate_series(1, ${ROWS}) as g
  `.execute(tdb.db);
  await sql`analyze system_logs`.execute(tdb.db);
  console.log(`seeded ${ROWS.toLocaleString('en')} log rows in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const api = createCaller(createContext({ db: tdb.db, user: users[0]!, ipAddress: '127.0.0.1', userAgent: 'bench' }));
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

  const page = (input: Parameters<typeof api.systemLogs.list>[0]) => async () => (await api.systemLogs.list(input)).total;
  const cases: QueryCase[] = [
    ['first page, no filter', page({})],
    ['entity=appointment', page({ entity: 'appointment' })],
    ['action=delete', page({ action: 'delete' })],
    [`user=${users[3]!.id}`, page({ userId: users[3]!.id })],
    ['last 7 days', page({ startDate: day(7), endDate: day(0) })],
    ['entity+action+user+dates', page({ entity: 'lead', action: 'update', userId: users[5]!.id, startDate: day(90), endDate: day(1) })],
    ['page 50 (offset 5000)', page({ offset: 5000 })],
  ];
  await printTimings(cases, { runs: RUNS, title: 'query', counted: 'matching rows', width: 30 });
} finally {
  await tdb.close();
}
