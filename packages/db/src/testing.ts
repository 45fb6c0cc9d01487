/**
 * Test databases: a freshly migrated one per test file. PGlite in memory by default;
 * with TEST_DB=postgres and TEST_DATABASE_URL a new PostgreSQL database is created (and dropped
 * at the end), so files running in parallel never share rows.
 */
import { randomBytes } from 'node:crypto';

import { sql } from 'kysely';
import pg from 'pg';

import { type DatabaseHandle, createDatabase } from './client';
import { migrateToLatest } from './migrate';

export interface TestDatabase extends DatabaseHandle {
  /** Empties every table and restarts ids: call between tests. */
  reset(): Promise<void>;
  /** The PostgreSQL URL of this database, when on PostgreSQL. */
  url?: string;
}

const TABLES = [
  'consolidated_analyses',
  'report_keywords',
  'jobs',
  'api_tokens',
  'user_photos',
  'login_locks',
  'login_refusals',
  'login_failures',
  'sessions',
  'services',
  'consolidated_reports',
  'report_requests',
  'ad_accounts',
  'system_logs',
  'leads',
  'treatments',
  'appointments',
  'rooms',
  'patients',
  'users',
];

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  let handle: DatabaseHandle;
  let url: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (adminUrl) {
    const name = `clinic_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const parsed = new URL(adminUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    handle = createDatabase({ url, maxConnections: 20 });
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    handle = createDatabase({ dataDir: 'memory://' });
  }
  await migrateToLatest(handle.db);
  return {
    ...handle,
    url,
    async reset() {
      await sql.raw(`truncate ${TABLES.join(', ')} restart identity cascade`).execute(handle.db);
    },
    async close() {
      await handle.close();
      await dropDatabase?.();
    },
  };
}
