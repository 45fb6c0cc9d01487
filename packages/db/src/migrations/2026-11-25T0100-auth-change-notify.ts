import { type Kysely, sql } from 'kysely';

/**
 * Tells every server process at once when what a signed-in request relies on changes: a user's row
 * (blocked, role, name, deleted) or a session's (ended, touched). Each such change sends a
 * notification on the channel `clinic_auth` when its transaction commits, with `u<user id>` as the
 * payload, or `*` when a whole table was emptied (TRUNCATE fires no row triggers). Inserts say
 * nothing: a new row changes nothing anyone has read. The servers keep
 * the sessions they have read in memory only while they hear this channel (see the server's
 * session-cache.ts), and forget a user's sessions when it names them. The triggers fire whoever
 * writes: the product, a command-line script, a hand-written SQL statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function notify_auth_change() returns trigger language plpgsql as $$
    begin
      if tg_level = 'STATEMENT' then
        perform pg_notify('clinic_auth', '*');
      elsif tg_table_name = 'users' then
        perform pg_notify('clinic_auth', 'u' || old.id);
      elsif old.user_id is not null then
        perform pg_notify('clinic_auth', 'u' || old.user_id);
      end if;
      return null;
    end
    $$
  `.execute(db);
  // Idempotent: a database restored from an older backup may still have the function.
  for (const table of ['users', 'sessions']) {
    await sql`drop trigger if exists ${sql.raw(`${table}_auth_change`)} on ${sql.table(table)}`.execute(db);
    await sql`drop trigger if exists ${sql.raw(`${table}_auth_truncate`)} on ${sql.table(table)}`.execute(db);
    await sql`
      create trigger ${sql.raw(`${table}_auth_change`)} after update or delete on ${sql.table(table)}
      for each row execute function notify_auth_change()
    `.execute(db);
    await sql`
      create trigger ${sql.raw(`${table}_auth_truncate`)} after truncate on ${sql.table(table)}
      for each statement execute function notify_auth_change()
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['users', 'sessions']) {
    await sql`drop trigger ${sql.raw(`${table}_auth_change`)} on ${sql.table(table)}`.execute(db);
    await sql`drop trigger ${sql.raw(`${table}_auth_truncate`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function notify_auth_change()`.execute(db);
}
