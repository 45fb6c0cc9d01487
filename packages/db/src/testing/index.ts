/**
 * Test databases: a freshly migrated one per test file. PGlite in memory by default;
 * with TEST_DB=postgres and TEST_DATABASE_URL a new PostgreSQL database is created (and dropped
 * at the end), so files running in parallel never share rows.
 */
import { randomBytes } from 'node:crypto';

import { sql } from 'kysely';
import pg from 'pg';

import { AUTH_CHANNEL } from '../auth-changes';
import { type DatabaseHandle, createDatabase } from '../client';
import { migrateToLatest } from '../migrate';

export interface TestDatabase extends DatabaseHandle {
  /** Empties every table and restarts ids: call between tests. */
  reset(): Promise<void>;
  /** The PostgreSQL URL of this database, when on PostgreSQL. */
  url?: string;
}

const TABLES = [
  'whatsapp_inbound',
  'appointment_confirmations',
  'appointment_reminders',
  'whatsapp_settings',
  'waitlist_offers',
  'waitlist_entries',
  'record_access_log',
  'record_entries',
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
      // The clinic's one settings row back to its defaults.
      // (Migration tests reset at older schemas, before the table existed.)
      await sql`
        do $$ begin
          if to_regclass('clinic_settings') is not null then
            delete from clinic_settings;
            insert into clinic_settings default values;
          end if;
          if to_regclass('receipt_counter') is not null then
            update receipt_counter set last_number = 0;
          end if;
        end $$
      `.execute(handle.db);
    },
    async close() {
      await handle.close();
      await dropDatabase?.();
    },
  };
}

/**
 * Ends the connections that listen to the auth channel from PostgreSQL's side, as a restart or a
 * network loss would (PostgreSQL only): how a test sees a server lose its listener. Returns how many.
 */
export async function dropAuthListeners(db: DatabaseHandle['db']): Promise<number> {
  const { rows } = await sql<{ ended: boolean }>`
    select pg_terminate_backend(pid) as ended from pg_stat_activity
    where datname = current_database() and query = ${`LISTEN ${AUTH_CHANNEL}`}
  `.execute(db);
  return rows.filter((row) => row.ended).length;
}

/**
 * Sends `payload` on the auth channel, after whatever this database committed before: a listener
 * that hears it has heard those changes too (PostgreSQL delivers notifications in commit order).
 */
export async function notifyAuthChannel(db: DatabaseHandle['db'], payload: string): Promise<void> {
  await sql`select pg_notify(${AUTH_CHANNEL}, ${payload})`.execute(db);
}

/** Turns the triggers that announce changes of users off or on (`ALTER TABLE … DISABLE TRIGGER`). */
export async function setAuthTriggers(db: DatabaseHandle['db'], enabled: boolean): Promise<void> {
  const action = sql.raw(enabled ? 'enable' : 'disable');
  await sql`alter table users ${action} trigger users_auth_change`.execute(db);
}

/** Rewrites a session's stored data (its times) and nothing else, as a test moving time would. */
export async function rewriteSessionData(db: DatabaseHandle['db'], sid: string, data: object): Promise<void> {
  await db.updateTable('sessions').set({ data: JSON.stringify(data) }).where('sid', '=', sid).execute();
}

/** The schema's rules by name: `unique` are unique constraints and unique indexes (primary keys aside), `all` every constraint and index. */
export async function schemaRuleNames(db: DatabaseHandle['db']): Promise<{ unique: string[]; all: string[] }> {
  const { rows } = await sql<{ name: string; isUnique: boolean }>`
    select i.relname as name, (x.indisunique and not x.indisprimary) as "isUnique"
      from pg_index x join pg_class i on i.oid = x.indexrelid
     where i.relnamespace = 'public'::regnamespace
    union
    select conname, false from pg_constraint where connamespace = 'public'::regnamespace
    order by 1`.execute(db);
  return { unique: rows.filter((row) => row.isUnique).map((row) => row.name), all: [...new Set(rows.map((row) => row.name))] };
}

/** A query that holds its connection for `seconds` (a long report, as far as the pool can tell). */
export async function sleepInDatabase(db: DatabaseHandle['db'], seconds: number): Promise<void> {
  await sql`select pg_sleep(${seconds})`.execute(db);
}

/**
 * Makes every insert or update of `table` fail with `message` (a transient failure in the middle of a
 * service) until the returned function is called.
 */
export async function failWritesTo(db: DatabaseHandle['db'], table: string, message: string): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`failWritesTo: bad table name ${table}`);
  await sql`create function test_fail_writes() returns trigger language plpgsql as ${sql.raw(`$$ begin raise exception '${message.replace(/'/g, "''")}'; end $$`)}`.execute(db);
  await sql`create trigger test_fail_writes before insert or update on ${sql.table(table)} for each row execute function test_fail_writes()`.execute(db);
  return async () => {
    await sql`drop trigger test_fail_writes on ${sql.table(table)}`.execute(db);
    await sql`drop function test_fail_writes()`.execute(db);
  };
}

/**
 * Inserts `count` leads in one statement (a load for the analyses): dates spread over `days` days
 * from `startDate`, origins cycling through `origins`, each lead its own WhatsApp number.
 */
export async function seedLeadsInBulk(
  db: DatabaseHandle['db'],
  count: number,
  options: { startDate: string; days: number; origins: readonly string[] },
): Promise<void> {
  await sql`
    insert into leads (name, whatsapp, origin, date)
    select 'Lead ' || n, '(11) 9' || lpad((n % 100000000)::text, 8, '0'),
           (${sql.val(options.origins)}::text[])[1 + n % ${options.origins.length}],
           ${options.startDate}::date + (n % ${options.days})
    from generate_series(1, ${count}) as n`.execute(db);
}

/**
 * Frees an email a failed attempt of a retried browser test left behind: that account is renamed
 * (email, name, no CPF) and blocked, so the retry can seed or create its user under the same email,
 * name and CPF, and find one row by that name on the screen.
 */
export async function setAsideUserEmail(db: DatabaseHandle['db'], email: string): Promise<void> {
  const left = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!left) return;
  await db
    .updateTable('users')
    .set({
      email: `tentativa-anterior-${left.id}-${email}`,
      firstName: 'Tentativa',
      lastName: `anterior ${left.id}`,
      cpf: null,
      isActive: false,
    })
    .where('id', '=', left.id)
    .execute();
}

/** Inserts patients (their other columns take the defaults) in one statement; answers their ids, in order. */
export async function seedPatients(
  db: DatabaseHandle['db'],
  patients: readonly { firstName: string; lastName: string; phone: string; birthDate: string; status?: string; origin?: string }[],
): Promise<number[]> {
  const rows = await db.insertInto('patients').values([...patients]).returning('id').execute();
  return rows.map((row) => row.id);
}

/** Rooms with these names (their ids, in order). */
export async function seedRooms(db: DatabaseHandle['db'], names: readonly string[]): Promise<number[]> {
  const rows = await db.insertInto('rooms').values(names.map((name) => ({ name }))).returning('id').execute();
  return rows.map((row) => row.id);
}

/** The database tests' desk: patients `firstNames` Lima, the physiotherapist Fabi F and 'Sala 1' (their ids, inserted in that order). */
export async function seedDesk(db: DatabaseHandle['db'], firstNames: readonly string[]): Promise<{ patients: number[]; physio: number; room: number }> {
  const patients = await seedPatients(
    db,
    firstNames.map((firstName, i) => ({ firstName, lastName: 'Lima', phone: `(11) 99999-000${i}`, birthDate: '1990-01-01' })),
  );
  const physio = await db
    .insertInto('users')
    .values({ email: 'f@clinica.com', firstName: 'Fabi', lastName: 'F', passwordHash: 'x', role: 'physiotherapist' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [room] = await seedRooms(db, ['Sala 1']);
  return { patients, physio: physio.id, room: room! };
}

/** The agenda's test clinic: rooms 'Sala 1' to 'Sala 3' and the patients Ana Souza and Beatriz Lima (their ids). */
export async function seedAgendaClinic(db: DatabaseHandle['db']): Promise<{ rooms: number[]; ana: number; beatriz: number }> {
  const rooms = await db.insertInto('rooms').values([{ name: 'Sala 1' }, { name: 'Sala 2' }, { name: 'Sala 3' }]).returning('id').execute();
  const [ana, beatriz] = (await seedPatients(db, [
    { firstName: 'Ana', lastName: 'Souza', phone: '(11) 91234-5678', birthDate: '1990-01-15' },
    { firstName: 'Beatriz', lastName: 'Lima', phone: '(11) 99876-5432', birthDate: '1985-06-02' },
  ])) as [number, number];
  return { rooms: rooms.map((r) => r.id), ana, beatriz };
}
export * from './schema-walk';
