/**
 * #20: a query that waited too long for a pooled connection is 'busy', not 'the database is down'
 * (it was answered 503 'Banco de dados indisponível' while PostgreSQL was up and serving).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isConnectionError, isPoolBusyError } from './client';
import { type TestDatabase, createTestDatabase } from './testing';

describe.runIf(process.env.TEST_DB === 'postgres')('a busy pool', () => {
  let tdb: TestDatabase;
  beforeAll(async () => {
    tdb = await createTestDatabase();
  });
  afterAll(async () => {
    await tdb?.close();
  });

  it('is told apart from a lost database', async () => {
    const pool = new pg.Pool({ connectionString: tdb.url, max: 1, connectionTimeoutMillis: 200 });
    try {
      const held = await pool.connect();
      const waited = await pool.query('select 1').catch((error: unknown) => error);
      held.release();
      expect(isPoolBusyError(waited)).toBe(true);
      expect(isConnectionError(waited)).toBe(false);
      // And the pool works once a connection is free.
      expect((await pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
    const refused = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', max: 1, connectionTimeoutMillis: 2_000 });
    const down = await refused.query('select 1').catch((error: unknown) => error);
    await refused.end();
    expect(isConnectionError(down)).toBe(true);
    expect(isPoolBusyError(down)).toBe(false);
  });
});
