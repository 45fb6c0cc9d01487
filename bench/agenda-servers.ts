/**
 * The servers bench:agenda measures, in their own process (so the load generator does not share
 * their event loop): the real server (REST + tRPC) and a bare Fastify + pg handler that sends the
 * week query's SQL, compiled by packages/db's own query function, straight through a pg Pool.
 * Prints one JSON line with both ports. Run by agenda-query.ts.
 */
import type { AddressInfo } from 'node:net';

import { compileAppointmentsInRange, createDatabase } from '@clinic/db';
import { buildServer } from '@clinic/server';
import Fastify from 'fastify';
import pg from 'pg';

const url = process.env.BENCH_DATABASE_URL!;
const handle = createDatabase({ url, maxConnections: 10 });
const app = await buildServer({ db: handle.db, sessionSecret: 'bench-secret-bench-secret-bench-secret-0123' });
await app.listen({ port: 0, host: '127.0.0.1' });

const pool = new pg.Pool({ connectionString: url, max: 10 });
const bare = Fastify();
bare.get<{ Querystring: { startDate: string; endDate: string } }>('/week', async (request) => {
  const { sql, parameters } = compileAppointmentsInRange(handle.db, { from: request.query.startDate, to: request.query.endDate });
  return (await pool.query(sql, parameters as unknown[])).rows;
});
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (server: { server: { address(): unknown } }) => (server.server.address() as AddressInfo).port;
console.log(JSON.stringify({ app: port(app), bare: port(bare) }));

process.on('SIGTERM', async () => {
  await Promise.all([app.close(), bare.close()]);
  await Promise.all([pool.end(), handle.close()]);
  process.exit(0);
});
