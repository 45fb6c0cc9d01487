/**
 * The servers bench:record measures, in their own process (so the load generator does not share
 * their event loop): the real server (REST) and a bare Fastify + pg handler that sends the patient
 * timeline's SQL, compiled by packages/db's own query function, straight through a pg Pool: once
 * alone (`bare`) and once with its access row in the same transaction (`bare+access`, the same work
 * as the REST read, without session, roles or validation). Prints one JSON line with both ports. Run by record-query.ts.
 */
import { compilePatientRecord } from '@clinic/db';

import { serveAppAndBare } from './served-pair';

await serveAppAndBare(
  (bare, db, pool) => {
    bare.get<{ Params: { id: string } }>('/patients/:id/record', async (request) => {
      const { sql, parameters } = compilePatientRecord(db, Number(request.params.id), { withContent: true });
      return (await pool.query(sql, parameters as unknown[])).rows;
    });
    // The same work as the REST read: the timeline and its access row, committed together.
    bare.get<{ Params: { id: string } }>('/patients/:id/record-with-access', async (request) => {
      const patientId = Number(request.params.id);
      const timeline = compilePatientRecord(db, patientId, { withContent: true });
      const access = db
        .insertInto('recordAccessLog')
        .values({ userId: null, role: 'physiotherapist', patientId, entryId: null, action: 'view', ipAddress: '127.0.0.1', requestId: request.id })
        .compile();
      const client = await pool.connect();
      try {
        await client.query('begin');
        const { rows } = await client.query(timeline.sql, timeline.parameters as unknown[]);
        await client.query(access.sql, access.parameters as unknown[]);
        await client.query('commit');
        return rows;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    });
  },
  { logger: { stream: { write() {} } } },
);
