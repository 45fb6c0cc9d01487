import { type Kysely, sql } from 'kysely';

/**
 * Leads remember the patient their conversion made (`patient_id`), so unconverting keeps the link
 * and converting again reuses that patient; deleting the patient leaves the lead (set null).
 * The list search (name, origin, WhatsApp digits) as a stored folded column, trigram-indexed
 * where pg_trgm exists, like the patients' search (migrations 2026-11-23T0200 and 0300).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table leads
      add column patient_id integer references patients (id) on delete set null,
      add column search_text text not null
        generated always as (
          clinic_fold(name || ' ' || origin) || ' ' || regexp_replace(whatsapp, '[^0-9]', '', 'g')
        ) stored
  `.execute(db);
  await sql`create index leads_patient_id_idx on leads (patient_id) where patient_id is not null`.execute(db);
  await sql`
    do $$
    begin
      if exists (select 1 from pg_extension where extname = 'pg_trgm') then
        execute 'create index leads_search_text_trgm_idx on leads using gin (search_text gin_trgm_ops)';
      end if;
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists leads_search_text_trgm_idx`.execute(db);
  await sql`drop index if exists leads_patient_id_idx`.execute(db);
  await sql`alter table leads drop column if exists search_text, drop column if exists patient_id`.execute(db);
}
