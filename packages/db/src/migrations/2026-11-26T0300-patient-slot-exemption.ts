import { type Kysely, sql } from 'kysely';

/**
 * The patient's slot rule (2026-11-26T0200) keeps each overlap from before it: one row of the
 * group under the unique index, the others `patient_slot_exempt`. That holds only while the row
 * under the index stays there. Once it is cancelled, moved, given another patient, turned into a
 * block or deleted, the exempt rows are still live at that slot but none of them is under the index,
 * so a new booking of the same patient there got in (#20). Two triggers keep the rule true:
 * - after the row under the index leaves its slot, the oldest live exempt row of the group takes
 *   its place (its mark is cleared, so the slot stays taken);
 * - an exempt row that is cancelled, moved or given another patient loses its mark (the service
 *   already cleared it on a move; cancelling now does too), so a cancelled overlap brought back
 *   obeys the rule like any booking.
 * The mark is bookkeeping nobody edits: it no longer raises the row's version (a person editing the
 * row that took the place is not sent back with a 409 for it). Databases that lost the row under
 * the index before this migration are repaired the same way: the oldest live exempt row takes it.
 */
const sameSlot = (a: string, b: string) =>
  sql.raw(`${b}.patient_id = ${a}.patient_id and ${b}.date = ${a}.date and ${b}.time = ${a}.time and ${b}.status <> 'cancelled'`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists appointments_version on appointments`.execute(db);
  await sql`
    create trigger appointments_version before update on appointments
    for each row execute function bump_row_version('patient_slot_exempt')
  `.execute(db);

  // Repair: a mark only ever sits on a live row of a patient, and every live group has one row under the index.
  await sql`
    update appointments set patient_slot_exempt = false
    where patient_slot_exempt and (status = 'cancelled' or patient_id is null)
  `.execute(db);
  await sql`
    update appointments a set patient_slot_exempt = false
    where a.patient_slot_exempt
      and not exists (select 1 from appointments b where ${sameSlot('a', 'b')} and not b.patient_slot_exempt)
      and not exists (select 1 from appointments c where ${sameSlot('a', 'c')} and c.patient_slot_exempt and c.id < a.id)
  `.execute(db);

  await sql`
    create or replace function appointments_patient_slot_leave() returns trigger language plpgsql as $$
    begin
      if new.patient_slot_exempt and (new.status = 'cancelled' or new.patient_id is distinct from old.patient_id
          or new.date <> old.date or new.time <> old.time) then
        new.patient_slot_exempt := false;
      end if;
      return new;
    end
    $$
  `.execute(db);
  await sql`
    create trigger appointments_patient_slot_leave before update on appointments
    for each row execute function appointments_patient_slot_leave()
  `.execute(db);

  await sql`
    create or replace function appointments_patient_slot_handover() returns trigger language plpgsql as $$
    declare
      next_id integer;
    begin
      if old.status <> 'cancelled' and old.patient_id is not null and not old.patient_slot_exempt
         and (tg_op = 'DELETE' or new.status = 'cancelled' or new.patient_id is distinct from old.patient_id
              or new.date <> old.date or new.time <> old.time or new.patient_slot_exempt) then
        select id into next_id from appointments
        where patient_id = old.patient_id and date = old.date and time = old.time
          and status <> 'cancelled' and patient_slot_exempt
        order by id limit 1
        for update;
        if next_id is not null then
          update appointments set patient_slot_exempt = false where id = next_id;
        end if;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger appointments_patient_slot_handover after update or delete on appointments
    for each row execute function appointments_patient_slot_handover()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists appointments_patient_slot_handover on appointments`.execute(db);
  await sql`drop function if exists appointments_patient_slot_handover()`.execute(db);
  await sql`drop trigger if exists appointments_patient_slot_leave on appointments`.execute(db);
  await sql`drop function if exists appointments_patient_slot_leave()`.execute(db);
  await sql`drop trigger if exists appointments_version on appointments`.execute(db);
  await sql`create trigger appointments_version before update on appointments for each row execute function bump_row_version()`.execute(db);
}
