/**
 * The servers bench:api measures, in their own process (so the load generator does not share their
 * event loop): the real server (REST + tRPC, request log lines on as in production, written to a
 * sink) and a bare Fastify + pg handler per path that sends the very SQL packages/db's query
 * functions send (`findAllRooms`, `findSystemLogs`), captured from them through a Kysely whose
 * driver records instead of executing; under /session the same handlers run after the session query
 * (`findLiveSessionWithUser`'s SQL, for the id in X-Session-Id); /session-cache tells how the
 * product's session cache did. Prints one JSON line with both ports. Run by api-vs-bare.ts.
 */
import type { AddressInfo } from 'node:net';

import {
  type Database,
  createDatabase,
  findAllRooms,
  findLiveSessionWithUser,
  findSystemLogs,
} from '@clinic/db';
import { buildServer } from '@clinic/server';
import Fastify from 'fastify';
import {
  CamelCasePlugin,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import pg from 'pg';

// The clinic's clock, as main.ts sets it: the log's day bounds depend on it.
process.env.TZ = process.env.CLINIC_TIMEZONE ?? 'America/Sao_Paulo';

const url = process.env.BENCH_DATABASE_URL!;
const handle = createDatabase({ url, maxConnections: 10 });
const app = await buildServer({
  db: handle.db,
  sessionSecret: 'bench-secret-bench-secret-bench-secret-0123',
  // One JSON line per request, as the real server writes them (to a sink here, not a terminal).
  logger: { stream: { write() {} } },
  // FAST_PATHS=off measures the official adapters and the plain session read.
  fastPaths: process.env.FAST_PATHS !== 'off',
});
await app.listen({ port: 0, host: '127.0.0.1' });

/** The SQL a query function sends, with its parameters, without running it. */
async function captureQueries(run: (db: Kysely<Database>) => Promise<unknown>): Promise<CompiledQuery[]> {
  const captured: CompiledQuery[] = [];
  const connection: DatabaseConnection = {
    async executeQuery<R>(query: CompiledQuery) {
      captured.push(query);
      return { rows: [{ count: 0 }] as R[] };
    },
    // eslint-disable-next-line require-yield
    async *streamQuery() {
      throw new Error('not captured');
    },
  };
  const driver: Driver = {
    async init() {},
    async acquireConnection() {
      return connection;
    },
    async beginTransaction() {},
    async commitTransaction() {},
    async rollbackTransaction() {},
    async releaseConnection() {},
    async destroy() {},
  };
  const recorder = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    // The same plugins as createDatabase's, so the same SQL.
    plugins: [new CamelCasePlugin()],
  });
  await run(recorder);
  return captured;
}

/** Local midnight of a yyyy-MM-dd day, plus `days` (as the log service reads its dates). */
function startOfDay(isoDate: string, days = 0): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + days);
}

const pool = new pg.Pool({ connectionString: url, max: 10 });
const [roomsQuery] = await captureQueries((db) => findAllRooms(db));
const bare = Fastify();
bare.get('/rooms', async () => (await pool.query(roomsQuery!.sql, roomsQuery!.parameters as unknown[])).rows);

// The same, after reading the session with its user on every request (what the product did before
// it kept the sessions it read in memory while it hears the database's changes: session-cache.ts).
const [sessionQuery] = await captureQueries((db) => findLiveSessionWithUser(db, 'sid', new Date()));
async function withSession(request: { headers: Record<string, unknown> }, reply: { code(status: number): unknown }, run: () => Promise<unknown>) {
  const session = await pool.query(sessionQuery!.sql, [request.headers['x-session-id'], new Date()]);
  if (!session.rows[0]?.is_active) {
    reply.code(401);
    return { message: 'no session' };
  }
  return run();
}
bare.get('/session/rooms', (request, reply) =>
  withSession(request, reply, async () => (await pool.query(roomsQuery!.sql, roomsQuery!.parameters as unknown[])).rows),
);

type LogQuery = { entity?: string; action?: string; startDate?: string; endDate?: string; limit?: string; offset?: string };
/** The compiled count and page queries per query string (a hand-written handler would hold fixed SQL). */
const logQueries = new Map<string, CompiledQuery[]>();
async function logsPage(request: { url: string; query: LogQuery }) {
  const key = request.url.replace('/session', '');
  let queries = logQueries.get(key);
  if (!queries) {
    const q = request.query;
    queries = await captureQueries((db) =>
      findSystemLogs(db, {
        entity: q.entity,
        action: q.action,
        from: q.startDate ? startOfDay(q.startDate) : undefined,
        before: q.endDate ? startOfDay(q.endDate, 1) : undefined,
        limit: Number(q.limit ?? 50),
        offset: Number(q.offset ?? 0),
      }),
    );
    logQueries.set(key, queries);
  }
  const [count, page] = await Promise.all(queries.map((query) => pool.query(query.sql, query.parameters as unknown[])));
  return { total: Number(count!.rows[0].count), items: page!.rows };
}
bare.get<{ Querystring: LogQuery }>('/system-logs', (request) => logsPage(request));
bare.get<{ Querystring: LogQuery }>('/session/system-logs', (request, reply) => withSession(request, reply, () => logsPage(request)));
// How the product's session cache did over the run (the bench prints it at the end).
bare.get('/session-cache', async () => ({ live: app.sessionCache?.live ?? false, hits: 0, misses: 0, heard: 0, ...app.sessionCache?.stats }));
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (server: { server: { address(): unknown } }) => (server.server.address() as AddressInfo).port;
console.log(JSON.stringify({ app: port(app), bare: port(bare), pid: process.pid }));

process.on('SIGTERM', async () => {
  await Promise.all([app.close(), bare.close()]);
  await Promise.all([pool.end(), handle.close()]);
  process.exit(0);
});
