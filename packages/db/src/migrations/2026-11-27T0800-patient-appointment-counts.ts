import { type Kysely, sql } from 'kysely';

/**
 * The funnel's per-patient visits, kept as they change (issue #25). The funnel asks, for every lead
 * of a period, whether its patient has any appointment and whether one was attended; it grouped the
 * whole appointments table by patient at every request, and at 200,000 appointments that pass was
 * half of the query (bench:funnel: p95 290 ms against the goal of 200 ms on a quiet machine).
 *
 * `patient_appointment_counts` holds, per patient, how many appointments she has and how many were
 * attended ('presente' or 'atendido'). Triggers on appointments keep it: an insert adds one, a delete
 * takes one away, an update that changes the patient or the attendance moves the counts. Additions
 * are commutative and each one takes the counts row's lock, so concurrent writers never lose a count
 * (no recount under a snapshot). A patient's deletion (her appointments are deleted first) takes her
 * counts with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table patient_appointment_counts (
      patient_id integer primary key references patients (id) on delete cascade,
      appointments integer not null check (appointments >= 0),
      attended integer not null check (attended >= 0 and attended <= appointments)
    )
  `.execute(db);
  await sql`
    create function patient_appointment_counts_add(pid integer, attendance text, delta integer) returns void language plpgsql as $$
    begin
      if pid is null then
        return;
      end if;
      if delta < 0 then
        -- Not an upsert: the candidate row of an insert is checked (appointments >= 0) before its conflict is seen.
        update patient_appointment_counts
          set appointments = appointments + delta, attended = attended + case when attendance in ('presente', 'atendido') then delta else 0 end
          where patient_id = pid;
        return;
      end if;
      insert into patient_appointment_counts as c (patient_id, appointments, attended)
        values (pid, delta, case when attendance in ('presente', 'atendido') then delta else 0 end)
        on conflict (patient_id) do update
          set appointments = c.appointments + excluded.appointments, attended = c.attended + excluded.attended;
    end
    $$
  `.execute(db);
  await sql`
    create function appointments_count_for_patient() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.patient_id is distinct from new.patient_id then
        -- An appointment moving between two patients: both counts rows locked in id order, so two moves
        -- the other way round wait for each other instead of deadlocking.
        perform 1 from patient_appointment_counts where patient_id in (old.patient_id, new.patient_id) order by patient_id for update;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        perform patient_appointment_counts_add(old.patient_id, old.attendance_status, -1);
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        perform patient_appointment_counts_add(new.patient_id, new.attendance_status, 1);
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger appointments_count_for_patient_insert_delete after insert or delete on appointments
      for each row execute function appointments_count_for_patient()
  `.execute(db);
  // Not \`update of patient_id, attendance_status\`: a write of \`status\` alone (a spec client's PUT)
  // changes the attendance through a before trigger, which such a column list would not see.
  await sql`
    create trigger appointments_count_for_patient_update after update on appointments
      for each row
      when (old.patient_id is distinct from new.patient_id or old.attendance_status is distinct from new.attendance_status)
      execute function appointments_count_for_patient()
  `.execute(db);
  await sql`
    insert into patient_appointment_counts (patient_id, appointments, attended)
    select patient_id, count(*), count(*) filter (where attendance_status in ('presente', 'atendido'))
    from appointments
    where patient_id is not null
    group by patient_id
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger appointments_count_for_patient_update on appointments`.execute(db);
  await sql`drop trigger appointments_count_for_patient_insert_delete on appointments`.execute(db);
  await sql`drop function appointments_count_for_patient()`.execute(db);
  await sql`drop function patient_appointment_counts_add(integer, text, integer)`.execute(db);
  await sql`drop table patient_appointment_counts`.execute(db);
}
