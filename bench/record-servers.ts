/**
 * The servers bench:record measures, in their own process (so the load generator does not share
 * their event loop): the real server (REST) and a bare Fastify + pg handler that sends the patient
 * timeline's SQL, compiled by packages/db's own query function, straight through a pg Pool (no
 * session, no access row). Prints one JSON line with both ports. Run by record-query.ts.
 */
import type { AddressInfo } from 'node:net';

import { compilePatientRecord, createDatabase } from '@clinic/db';
import { buildServer } from '@clinic/server';
import Fastify from 'fastify';
import pg from 'pg';

const url = process.env.BENCH_DATABASE_URL!;
const handle = createDatabase({ url, maxConnections: 10 });
const app = await buildServer({ db: handle.db, sessionSecret: 'bench-secret-bench-secret-bench-secret-0123', logger: { stream: { write() {} } } });
await app.listen({ port: 0, host: '127.0.0.1' });

const pool = new pg.Pool({ connectionString: url, max: 10 });
const bare = Fastify();
bare.get<{ Params: { id: string } }>('/patients/:id/record', async (request) => {
  const { sql, parameters } = compilePatientRecord(handle.db, Number(request.params.id), { withContent: true });
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
