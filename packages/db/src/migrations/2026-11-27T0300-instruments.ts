import { type Kysely, sql } from 'kysely';

/**
 * Instruments (issue #26 point 1): scored questionnaires and the pad test are record entries whose
 * `kind` is the instrument's id (template_id = the id, template_version = the instrument's version;
 * content = { answers, score } with the score computed by the server). The kind check is widened.
 *
 * `instrument_licences`: the instruments whose commercial use needs the authors' registration
 * (ICIQ-SF, ICIQ-OAB, FSFI) ship disabled; an admin enables one by recording the clinic's licence
 * reference (a row here, logged in system_logs). Disabling deletes the row (also logged).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table record_entries drop constraint record_entries_kind_check`.execute(db);
  await sql`
    alter table record_entries add constraint record_entries_kind_check check (
      kind in ('avaliacao', 'evolucao', 'adendo', 'pfdi20', 'wexner', 'pad_test_1h', 'iciq_sf', 'iciq_oab', 'fsfi')
    )
  `.execute(db);
  await sql`create index record_entries_kind_idx on record_entries (kind, patient_id, created_at)`.execute(db);
  await sql`
    create table instrument_licences (
      instrument_id varchar(30) primary key,
      licence_reference varchar(300) not null,
      enabled_by integer references users (id) on delete set null,
      enabled_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table instrument_licences`.execute(db);
  await sql`drop index record_entries_kind_idx`.execute(db);
  await sql`alter table record_entries drop constraint record_entries_kind_check`.execute(db);
  await sql`
    alter table record_entries add constraint record_entries_kind_check check (kind in ('avaliacao', 'evolucao', 'adendo'))
  `.execute(db);
}
