import { type Kysely, sql } from 'kysely';

/**
 * Optimistic locking for the records people edit in forms: appointments, patients, leads, users,
 * services and rooms carry `version`, which a `before update` trigger raises by one whenever a
 * row's content changes. A form sends the version it read, and the update runs
 * `where id = ? and version = ?`: a row someone else changed meanwhile matches nothing (409).
 *
 * A trigger rather than `version = version + 1` in each query, because every writer must raise it:
 * the edit forms, but also a cancel, a status change, a lead conversion, a block, a script, SQL by
 * hand. The trigger compares the whole row, so a new column counts without touching it; the
 * columns named as its arguments do not count, being bookkeeping that no form shows or edits and
 * that other writers change on their own (a false conflict would send a person back for nothing):
 * - patients.first_appointment_date, refreshed by the appointments triggers whenever a
 *   patient's appointment is booked or moved;
 * - generated columns (search_text, cpf_digits): still empty in a `before` trigger's NEW row;
 * - leads.patient_id, cleared by the foreign key when the patient is deleted;
 * - users.password_hash (a reset changes nothing a form holds), services.updated_at.
 * An update that changes nothing keeps the version, and no writer can set it by hand.
 */
const TABLES: Record<string, string[]> = {
  appointments: [],
  patients: ['first_appointment_date', 'search_text', 'cpf_digits'],
  leads: ['patient_id', 'search_text'],
  users: ['password_hash'],
  services: ['updated_at'],
  rooms: [],
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function bump_row_version() returns trigger language plpgsql as $$
    declare
      ignored text[] := array['version'] || tg_argv;
    begin
      if (to_jsonb(new) - ignored) is distinct from (to_jsonb(old) - ignored) then
        new.version := old.version + 1;
      else
        new.version := old.version;
      end if;
      return new;
    end
    $$
  `.execute(db);
  for (const [table, ignored] of Object.entries(TABLES)) {
    await sql`alter table ${sql.table(table)} add column if not exists version integer not null default 1`.execute(db);
    await sql`drop trigger if exists ${sql.raw(`${table}_version`)} on ${sql.table(table)}`.execute(db);
    const args = ignored.map((column) => `'${column}'`).join(', ');
    await sql
      .raw(`create trigger ${table}_version before update on ${table} for each row execute function bump_row_version(${args})`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.keys(TABLES)) {
    await sql`drop trigger if exists ${sql.raw(`${table}_version`)} on ${sql.table(table)}`.execute(db);
    await sql`alter table ${sql.table(table)} drop column if exists version`.execute(db);
  }
  await sql`drop function if exists bump_row_version()`.execute(db);
}
