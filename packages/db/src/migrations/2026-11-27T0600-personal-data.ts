import { type Kysely, sql } from 'kysely';

/**
 * LGPD, the holder's data (issue #27 items 2, 4 and 6):
 * - `personal_data_exports`: one ZIP per export request (built by a durable job), downloadable once
 *   by whoever asked, for 24 hours; the file is dropped once downloaded or expired;
 * - `patients.anonymized_at` / `leads.anonymized_at`: when the row was anonymised (irreversible);
 * - `patients.processing_blocked_at`: a patient whose record must be kept (Lei 13.787/2018) asked
 *   for elimination: her data is blocked from any use except the record itself;
 * - `clinic_settings.lead_anonymize_months`: leads never converted are anonymised after this many
 *   months without activity (default 24).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table personal_data_exports (
      id serial primary key,
      patient_id integer not null references patients (id) on delete cascade,
      requested_by integer references users (id) on delete set null,
      job_id integer references jobs (id) on delete set null,
      status varchar(20) not null default 'pending' check (status in ('pending', 'ready', 'failed')),
      file bytea,
      file_name varchar(120),
      size_bytes integer,
      error text,
      expires_at timestamptz not null,
      downloaded_at timestamptz,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index personal_data_exports_patient_idx on personal_data_exports (patient_id)`.execute(db);
  await sql`alter table patients add column anonymized_at timestamptz, add column processing_blocked_at timestamptz`.execute(db);
  await sql`alter table leads add column anonymized_at timestamptz`.execute(db);
  await sql`
    alter table clinic_settings
      add column lead_anonymize_months integer not null default 24
      check (lead_anonymize_months between 1 and 240)
  `.execute(db);
  // Money rows stay immutable, but anonymisation (a transaction-local flag) may rewrite the free
  // text of an estorno's reason, and only it, so no copy of a name or phone survives there.
  await sql`
    create or replace function money_rows_are_kept() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and tg_table_name = 'payment_reversals'
        and current_setting('clinic.anonymizing', true) = 'on'
        and (to_jsonb(new) - 'reason') = (to_jsonb(old) - 'reason') then
        return new;
      end if;
      raise exception 'payments are never changed or deleted: record an estorno' using errcode = 'P0001';
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function money_rows_are_kept() returns trigger language plpgsql as $$
    begin
      raise exception 'payments are never changed or deleted: record an estorno' using errcode = 'P0001';
    end
    $$
  `.execute(db);
  await sql`alter table clinic_settings drop column lead_anonymize_months`.execute(db);
  await sql`alter table leads drop column anonymized_at`.execute(db);
  await sql`alter table patients drop column anonymized_at, drop column processing_blocked_at`.execute(db);
  await sql`drop table personal_data_exports`.execute(db);
}
