/**
 * The servers bench:funnel measures, in their own process: the real server (REST
 * `GET /api/reports/funnel`) and a bare Fastify + pg handler sending the funnel's counting SQL,
 * compiled by packages/db's own function, straight through a pg Pool. Prints one JSON line with
 * both ports. Run by funnel.ts.
 */
import { funnelCountsSql } from '@clinic/db';

import { serveAppAndBare } from './served-pair';

await serveAppAndBare(
  (bare, db, pool) => {
    bare.get<{ Querystring: { startDate: string; endDate: string } }>('/funnel', async (request) => {
      const { sql, parameters } = funnelCountsSql({ startDate: request.query.startDate, endDate: request.query.endDate }).compile(db);
      return (await pool.query(sql, parameters as unknown[])).rows;
    });
  },
  { logger: { stream: { write() {} } } },
);
