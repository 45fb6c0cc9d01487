/**
 * The servers bench:agenda measures, in their own process (so the load generator does not share
 * their event loop): the real server (REST + tRPC) and a bare Fastify + pg handler that sends the
 * week query's SQL, compiled by packages/db's own query function, straight through a pg Pool.
 * Prints one JSON line with both ports. Run by agenda-query.ts.
 */
import { compileAppointmentsInRange } from '@clinic/db';

import { serveAppAndBare } from './served-pair';

await serveAppAndBare((bare, db, pool) => {
  bare.get<{ Querystring: { startDate: string; endDate: string } }>('/week', async (request) => {
    const { sql, parameters } = compileAppointmentsInRange(db, { from: request.query.startDate, to: request.query.endDate });
    return (await pool.query(sql, parameters as unknown[])).rows;
  });
});
