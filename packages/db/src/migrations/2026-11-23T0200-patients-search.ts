import { type Kysely, sql } from 'kysely';

/**
 * What the patient list needs to answer as you type over tens of thousands of patients:
 * - `clinic_fold(text)`: lower case without accents, the same on PGlite and PostgreSQL (no
 *   `unaccent`, which PGlite does not ship by default); immutable, so indexes can use it.
 * - `patient_search_text(...)`: folded name and email plus the phone's digits, the one expression
 *   both the list search and its index use.
 * - Trigram indexes on it (and on CPF digits, for pickers) where `pg_trgm` can be installed
 *   (PostgreSQL); elsewhere the same queries run without them.
 * - Indexes for the filters: dysfunctions (any of), status + creation date (treatment end), and
 *   the appointments behind the derived dates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function clinic_fold(value text) returns text
    language sql immutable parallel safe strict
    return lower(translate(value,
      'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ',
      'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy'))
  `.execute(db);
  await sql`
    create function patient_search_text(first_name text, last_name text, email text, phone text) returns text
    language sql immutable parallel safe
    return clinic_fold(first_name || ' ' || last_name || ' ' || coalesce(email, ''))
      || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')
  `.execute(db);
  await sql`
    do $$
    begin
      if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
        begin
          create extension if not exists pg_trgm;
        exception when others then
          raise notice 'pg_trgm not installed (%): patient search runs without its index', sqlerrm;
        end;
      end if;
      if exists (select 1 from pg_extension where extname = 'pg_trgm') then
        execute 'create index patients_search_trgm_idx on patients using gin '
          '(patient_search_text(first_name, last_name, email, phone) gin_trgm_ops)';
        execute 'create index patients_cpf_digits_trgm_idx on patients using gin '
          '((regexp_replace(coalesce(cpf, ''''), ''[^0-9]'', '''', ''g'')) gin_trgm_ops)';
      end if;
    end
    $$
  `.execute(db);
  await sql`create index patients_dysfunctions_idx on patients using gin (dysfunctions)`.execute(db);
  await sql`create index patients_status_created_idx on patients (status, created_at)`.execute(db);
  await sql`
    create index appointments_patient_attendance_idx on appointments (patient_id, date)
    where type = 'atendimento' and status in ('scheduled', 'completed')
  `.execute(db);
  await sql`
    create index appointments_attendance_date_idx on appointments (date, patient_id)
    where type = 'atendimento' and status in ('scheduled', 'completed')
  `.execute(db);
  await sql`
    create index appointments_patient_done_idx on appointments (patient_id, type, date, time)
    where status = 'completed'
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'appointments_patient_done_idx',
    'appointments_attendance_date_idx',
    'appointments_patient_attendance_idx',
    'patients_status_created_idx',
    'patients_dysfunctions_idx',
    'patients_cpf_digits_trgm_idx',
    'patients_search_trgm_idx',
  ]) {
    await sql.raw(`drop index if exists ${index}`).execute(db);
  }
  await sql`drop function if exists patient_search_text(text, text, text, text)`.execute(db);
  await sql`drop function if exists clinic_fold(text)`.execute(db);
}
