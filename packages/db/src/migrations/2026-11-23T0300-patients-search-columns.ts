import { type Kysely, sql } from 'kysely';

/**
 * The search text as stored columns instead of index expressions: typing one or two letters cannot
 * use a trigram index, and computing the folded text for every row then cost about a second on
 * 50,000 patients. Stored, a scan is a plain LIKE; the trigram indexes move onto the columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table patients
      add column search_text text not null
        generated always as (patient_search_text(first_name, last_name, email, phone)) stored,
      add column cpf_digits text not null
        generated always as (regexp_replace(coalesce(cpf, ''), '[^0-9]', '', 'g')) stored
  `.execute(db);
  await sql`drop index if exists patients_search_trgm_idx`.execute(db);
  await sql`drop index if exists patients_cpf_digits_trgm_idx`.execute(db);
  await sql`
    do $$
    begin
      if exists (select 1 from pg_extension where extname = 'pg_trgm') then
        execute 'create index patients_search_text_trgm_idx on patients using gin (search_text gin_trgm_ops)';
        execute 'create index patients_cpf_digits_trgm_idx on patients using gin (cpf_digits gin_trgm_ops)';
      end if;
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists patients_search_text_trgm_idx`.execute(db);
  await sql`drop index if exists patients_cpf_digits_trgm_idx`.execute(db);
  await sql`alter table patients drop column if exists search_text, drop column if exists cpf_digits`.execute(db);
}
