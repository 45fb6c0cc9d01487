/**
 * The two servers a query bench compares, started in the bench's child process (so the load
 * generator does not share their event loop): the real server on the bench database, and a bare
 * Fastify + pg handler that the caller registers with the same SQL. Prints one JSON line with both
 * ports and closes everything on SIGTERM.
 */
import type { AddressInfo } from 'node:net';

import { type Database, type Kysely, createDatabase } from '@clinic/db';
import { buildServer } from '@clinic/server';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';

type ServerOptions = Parameters<typeof buildServer>[0];

export async function serveAppAndBare(
  registerBare: (bare: FastifyInstance, db: Kysely<Database>, pool: pg.Pool) => void,
  appOptions: Partial<ServerOptions> = {},
): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL!;
  const handle = createDatabase({ url, maxConnections: 10 });
  const app = await buildServer({ db: handle.db, sessionSecret: 'bench-secret-bench-secret-bench-secret-0123', ...appOptions });
  await app.listen({ port: 0, host: '127.0.0.1' });

  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const bare = Fastify();
  registerBare(bare, handle.db, pool);
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const port = (server: { server: { address(): unknown } }) => (server.server.address() as AddressInfo).port;
  console.log(JSON.stringify({ app: port(app), bare: port(bare) }));

  process.on('SIGTERM', async () => {
    await Promise.all([app.close(), bare.close()]);
    await Promise.all([pool.end(), handle.close()]);
    process.exit(0);
  });
}
