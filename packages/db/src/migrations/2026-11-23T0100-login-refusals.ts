import { type Kysely, sql } from 'kysely';

/**
 * Sign-ins refused by the throttle are counted per IP and minute instead of each writing an
 * activity-log row (an anonymous flood must not grow the audit log); a sweep turns each finished
 * minute into one summary row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table login_refusals (
      ip_address varchar(45) not null,
      minute timestamptz not null,
      count integer not null default 0,
      primary key (ip_address, minute)
    )
  `.execute(db);
  await sql`create index login_locks_locked_until_idx on login_locks (locked_until)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists login_locks_locked_until_idx`.execute(db);
  await sql`drop table if exists login_refusals`.execute(db);
}
