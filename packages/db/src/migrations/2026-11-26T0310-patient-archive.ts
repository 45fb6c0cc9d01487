import { type Kysely, sql } from 'kysely';

/**
 * Archiving instead of destroying: a patient whose record must be kept (Lei 13.787/2018) leaves the
 * lists, pickers and the agenda's search without losing a row. `archived_at` is when she was
 * archived (null: in the lists). The lists walk the name index and skip the few archived rows; the
 * 'Arquivados' filter reads them through their own small partial index, in name order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table patients add column archived_at timestamptz`.execute(db);
  await sql`
    create index patients_archived_name_idx on patients (lower(first_name), lower(last_name))
    where archived_at is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index patients_archived_name_idx`.execute(db);
  await sql`alter table patients drop column archived_at`.execute(db);
}
