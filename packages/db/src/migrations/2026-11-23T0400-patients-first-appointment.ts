import { type Kysely, sql } from 'kysely';

/**
 * The patient list filters on the first-appointment date (spec §4: the earliest atendimento that is
 * scheduled or completed). Computing it per patient at query time was too slow over 50,000
 * patients, so the database keeps it in `patients.first_appointment_date`, indexed: statement-level
 * triggers on appointments refresh it for the patients a statement touched, whatever wrote the rows
 * (the app, a script, a bulk import), in the same transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table patients add column first_appointment_date date`.execute(db);
  // A join with the touched ids (not `id = any(array)`, which compares every patient with every id:
  // a bulk load of 200,000 appointments would take minutes).
  await sql`
    create function refresh_first_appointment_dates(patient_ids integer[]) returns void
    language sql as $$
      update patients p set first_appointment_date = (
        select min(a.date) from appointments a
        where a.patient_id = p.id and a.type = 'atendimento' and a.status in ('scheduled', 'completed'))
      from (select distinct unnest(patient_ids) as id) touched
      where p.id = touched.id
    $$
  `.execute(db);
  // Inserts can only bring the date forward: the new rows alone decide (a bulk load never rescans).
  await sql`
    create function appointments_first_date_after_insert() returns trigger language plpgsql as $$
    begin
      update patients p set first_appointment_date = least(p.first_appointment_date, n.first_date)
      from (
        select patient_id, min(date) as first_date from changed_rows
        where patient_id is not null and type = 'atendimento' and status in ('scheduled', 'completed')
        group by patient_id
      ) n
      where p.id = n.patient_id;
      return null;
    end $$
  `.execute(db);
  await sql`
    create trigger appointments_first_date_insert after insert on appointments
    referencing new table as changed_rows for each statement execute function appointments_first_date_after_insert()
  `.execute(db);
  // Updates and deletes (a cancel, a move, a cascade) recompute the touched patients.
  for (const [event, tables, rows] of [
    ['delete', 'old table as changed_rows', 'select patient_id from changed_rows'],
    [
      'update',
      'old table as old_rows new table as new_rows',
      'select patient_id from old_rows union select patient_id from new_rows',
    ],
  ] as const) {
    await sql
      .raw(
        `create function appointments_first_date_after_${event}() returns trigger language plpgsql as $$
        begin
          perform refresh_first_appointment_dates(array(select distinct patient_id from (${rows}) r where patient_id is not null));
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger appointments_first_date_${event} after ${event} on appointments
        referencing ${tables} for each statement execute function appointments_first_date_after_${event}()`,
      )
      .execute(db);
  }
  await sql`
    update patients p set first_appointment_date = (
      select min(a.date) from appointments a
      where a.patient_id = p.id and a.type = 'atendimento' and a.status in ('scheduled', 'completed'))
  `.execute(db);
  await sql`create index patients_first_appointment_date_idx on patients (first_appointment_date)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'delete', 'update']) {
    await sql.raw(`drop trigger if exists appointments_first_date_${event} on appointments`).execute(db);
    await sql.raw(`drop function if exists appointments_first_date_after_${event}()`).execute(db);
  }
  await sql`drop function if exists refresh_first_appointment_dates(integer[])`.execute(db);
  await sql`alter table patients drop column if exists first_appointment_date`.execute(db);
}
