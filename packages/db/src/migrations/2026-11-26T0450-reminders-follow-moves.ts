import { type Kysely, sql } from 'kysely';

/**
 * A WhatsApp confirmation belongs to one slot (issue #23). When an appointment moves to another date
 * or time, or comes back to 'agendado' from another state (an undone cancellation, a confirmation
 * withdrawn), its stored confirmation state and its reminder rows are for a slot or an answer that
 * no longer holds: they are removed in the same statement, whatever path made the change (the
 * agenda, a REST PUT, the attendance endpoint). So the screen shows 'pendente' again and the
 * reminder scan sends the reminders of the new slot (its unique key is per appointment and offset).
 * A late tap on an old reminder then carries a nonce nobody knows: it is ignored and logged. A send
 * in flight for the old slot finds its row gone and stores nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function appointments_reminders_follow() returns trigger language plpgsql as $$
    begin
      delete from appointment_confirmations where appointment_id = new.id;
      delete from appointment_reminders where appointment_id = new.id;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger appointments_reminders_follow after update of date, time, attendance_status on appointments
    for each row
    when ((new.date, new.time) is distinct from (old.date, old.time)
      or (new.attendance_status = 'agendado' and old.attendance_status <> 'agendado'))
    execute function appointments_reminders_follow()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger appointments_reminders_follow on appointments`.execute(db);
  await sql`drop function appointments_reminders_follow()`.execute(db);
}
