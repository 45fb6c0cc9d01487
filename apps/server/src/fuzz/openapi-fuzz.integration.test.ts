/**
 * #12: a seeded sample of generated requests over every operation of /api/openapi.json, as every
 * role and signed out (fuzz-runner.ts; `pnpm fuzz` runs 10,000+). Fails on any 5xx, a 4xx without
 * `{message, code}`, a 2xx off its response schema, an answer against the Roles table, or a
 * refused request that changed the database. FUZZ_SEED / FUZZ_RUNS change the sample.
 */
import { insertRoom, insertSystemLog, upsertSession } from '@clinic/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type TestDatabase, type TestServer, createTestDatabase, startTestServer } from '../testing/test-server';
import { formatReport, formatViolation, runFuzz } from './fuzz-runner';
import { DOCUMENTED_REFUSED_WRITES, DatabaseFingerprint, changedTables } from './oracle';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);

let tdb: TestDatabase;
let server: TestServer;
const serverErrors: string[] = [];
beforeAll(async () => {
  tdb = await createTestDatabase();
  server = await startTestServer(tdb.db, {
    logger: {
      stream: {
        write(line: string) {
          if (/"level":(50|60)/.test(line)) serverErrors.push(line.trim());
        },
      },
    },
  });
});
afterAll(async () => {
  await server?.close();
  await tdb?.close();
});

describe('generated requests over the whole OpenAPI document', () => {
  it(`answers ${RUNS} requests (seed ${SEED}) by the contract`, { timeout: 600_000 }, async () => {
    const report = await runFuzz(server.baseUrl, tdb.db, { runs: RUNS, seed: SEED, takeServerErrors: () => serverErrors.splice(0) });
    console.log(`${formatReport(report)}\n(database: ${process.env.TEST_DB ?? 'pglite'})`);

    expect(report.violations.map((v) => formatViolation(v, SEED))).toEqual([]);
    // Every operation was sent by every caller (the schedule guarantees it from 14 rounds on).
    const callers = ['signed out', 'admin', 'manager', 'physiotherapist', 'financeiro', 'lider', 'recepcionista'];
    const missing = [...report.coverage.entries()].flatMap(([op, seen]) => callers.filter((c) => !seen.has(c)).map((c) => `${op} as ${c}`));
    if (RUNS >= report.operations * 14) expect(missing).toEqual([]);
    expect(report.coverage.size).toBe(report.operations);
    // A good share gets past validation, and the invalid ones do not.
    const count = (from: number, to: number) => [...report.byStatus].filter(([s]) => s >= from && s < to).reduce((n, [, c]) => n + c, 0);
    expect(count(200, 300)).toBeGreaterThan(RUNS * 0.3);
    expect(count(400, 500)).toBeGreaterThan(RUNS * 0.3);
  });

  // After the sample, so that the sample is exactly what `pnpm fuzz --seed S` runs.
  it('has a database fingerprint that sees every write but a session touch', async () => {
    const fingerprint = new DatabaseFingerprint(tdb.db);
    const start = await fingerprint.take();
    await insertRoom(tdb.db, { name: 'Sala do teste', isActive: true });
    const withRoom = await fingerprint.take();
    expect(changedTables(start, withRoom)).toEqual(['rooms']);

    const log = { userId: null, entity: 'user', entityId: null, ipAddress: null, userAgent: null };
    await insertSystemLog(tdb.db, { ...log, action: 'login', description: 'Falha de login para x@y.com: credenciais inválidas' });
    const withLogin = await fingerprint.take();
    expect(changedTables(withRoom, withLogin)).toEqual(['system_logs[login]']);
    expect(changedTables(withRoom, withLogin, DOCUMENTED_REFUSED_WRITES['auth.login'])).toEqual([]);
    await insertSystemLog(tdb.db, { ...log, action: 'create', description: 'x' });
    expect(changedTables(withLogin, await fingerprint.take(), DOCUMENTED_REFUSED_WRITES['auth.login'])).toEqual(['system_logs']);

    const session = { sid: 'fuzz-sid', userId: null, data: { lastSeenAt: 1 }, expiresAt: new Date(Date.now() + 60_000) };
    await upsertSession(tdb.db, session);
    const withSession = await fingerprint.take();
    await upsertSession(tdb.db, { ...session, data: { lastSeenAt: 2 }, expiresAt: new Date(Date.now() + 120_000) });
    expect(changedTables(withSession, await fingerprint.take())).toEqual([]);
  });
});
