import { type Kysely, sql } from 'kysely';

/**
 * One patient cannot be in two places: a third partial unique index, beside the physiotherapist's
 * and the room's, refuses a second non-cancelled appointment of a patient at the same date and time
 * (blocks have no patient and are left out).
 *
 * Databases from before may already hold such overlaps (the demo clinic booked them until
 * 2026-11-25, and the screens never stopped a person from doing it). Which of two overlapping
 * bookings is the real one nobody can tell from the data, so none is cancelled or changed: of each
 * overlapping group the oldest row (lowest id) stays under the index, and the later ones are marked
 * `patient_slot_exempt` and left out of it. The service clears the mark as soon as such a row is
 * moved to another date, time or patient, so from then on it obeys the rule like any other row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table appointments add column patient_slot_exempt boolean not null default false`.execute(db);
  await sql`
    update appointments a set patient_slot_exempt = true
    where a.status <> 'cancelled' and a.patient_id is not null and exists (
      select 1 from appointments b
      where b.patient_id = a.patient_id and b.date = a.date and b.time = a.time
        and b.status <> 'cancelled' and b.id < a.id)
  `.execute(db);
  await sql`
    create unique index appointments_patient_slot_key on appointments (patient_id, date, time)
    where status <> 'cancelled' and patient_id is not null and not patient_slot_exempt
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index appointments_patient_slot_key`.execute(db);
  await sql`alter table appointments drop column patient_slot_exempt`.execute(db);
}
