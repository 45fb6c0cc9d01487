/**
 * The servers bench:record measures, in their own process (so the load generator does not share
 * their event loop): the real server (REST) and a bare Fastify + pg handler that sends the patient
 * timeline's SQL, compiled by packages/db's own query function, straight through a pg Pool (no
 * session, no access row). Prints one JSON line with both ports. Run by record-query.ts.
 */
import { compilePatientRecord } from '@clinic/db';

import { serveAppAndBare } from './served-pair';

await serveAppAndBare(
  (bare, db, pool) => {
    bare.get<{ Params: { id: string } }>('/patients/:id/record', async (request) => {
      const { sql, parameters } = compilePatientRecord(db, Number(request.params.id), { withContent: true });
      return (await pool.query(sql, parameters as unknown[])).rows;
    });
  },
  { logger: { stream: { write() {} } } },
);
