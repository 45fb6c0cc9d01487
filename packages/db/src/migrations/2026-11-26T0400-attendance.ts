import { type Kysely, sql } from 'kysely';

/**
 * Attendance (issue #23): what happened to an appointment, beside the spec's `status`.
 *
 * `attendance_status` is the detail (agendado, confirmado, presente, atendido, faltou,
 * cancelado_paciente, cancelado_tarde, cancelado_clinica, remarcado); `status` stays the spec's
 * three values and is derived from it. A `before insert or update` trigger keeps them in agreement
 * whichever one a path writes:
 * - a write of `attendance_status` sets `status` (agendado/confirmado/presente → scheduled,
 *   atendido → completed, the rest → cancelled, which frees the slot through the partial indexes);
 * - an old-style write of `status` alone (the spec's REST clients, DELETE, signing an evolution)
 *   sets the attendance it means: completed → atendido, cancelled → cancelado_clinica,
 *   scheduled → agendado; a status that does not change keeps the attendance (a confirmed
 *   appointment edited stays confirmed);
 * - moving a confirmed or checked-in appointment to another date or time makes it agendado again
 *   (the confirmation was for the old slot).
 * A CHECK makes any disagreement impossible. Cancellations keep who, why and when (an old-style
 * cancel is the clinic's); a row that holds its slot again has none.
 * `clinic_settings` holds the clinic's policies (one row): the late-cancellation window in hours.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table appointments
      add column attendance_status varchar(20),
      add column cancel_reason varchar(20)
        check (cancel_reason in ('melhora', 'piora', 'doenca', 'viagem', 'trabalho', 'financeiro', 'outro')),
      add column cancel_note text,
      add column cancelled_by varchar(10) check (cancelled_by in ('paciente', 'clinica')),
      add column cancelled_at timestamptz,
      add column rescheduled_to_id integer references appointments (id) on delete set null,
      add column attendance_at timestamptz
  `.execute(db);
  // The backfill is not an edit: the rows keep their versions.
  await sql`alter table appointments disable trigger appointments_version`.execute(db);
  await sql`
    update appointments set attendance_status = case status
      when 'completed' then 'atendido' when 'cancelled' then 'cancelado_clinica' else 'agendado' end
  `.execute(db);
  await sql`alter table appointments enable trigger appointments_version`.execute(db);
  await sql`
    alter table appointments
      alter column attendance_status set default 'agendado',
      alter column attendance_status set not null,
      add constraint appointments_attendance_status_check check (attendance_status in (
        'agendado', 'confirmado', 'presente', 'atendido', 'faltou',
        'cancelado_paciente', 'cancelado_tarde', 'cancelado_clinica', 'remarcado')),
      add constraint appointments_status_agrees check (status = case
        when attendance_status in ('agendado', 'confirmado', 'presente') then 'scheduled'
        when attendance_status = 'atendido' then 'completed'
        else 'cancelled' end)
  `.execute(db);
  await sql`
    create or replace function appointments_attendance_sync() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.attendance_status is not distinct from old.attendance_status then
        if new.status is distinct from old.status then
          new.attendance_status := case new.status
            when 'completed' then 'atendido' when 'cancelled' then 'cancelado_clinica' else 'agendado' end;
        elsif (new.date, new.time) is distinct from (old.date, old.time)
          and new.attendance_status in ('confirmado', 'presente') then
          new.attendance_status := 'agendado';
        end if;
      elsif tg_op = 'INSERT' and new.status is distinct from 'scheduled' and new.attendance_status = 'agendado' then
        new.attendance_status := case new.status
          when 'completed' then 'atendido' when 'cancelled' then 'cancelado_clinica' else 'agendado' end;
      end if;
      new.status := case
        when new.attendance_status in ('agendado', 'confirmado', 'presente') then 'scheduled'
        when new.attendance_status = 'atendido' then 'completed'
        else 'cancelled' end;
      if tg_op = 'INSERT' or new.attendance_status is distinct from old.attendance_status then
        new.attendance_at := now();
        if new.status = 'cancelled' then
          new.cancelled_at := now();
          new.cancelled_by := coalesce(new.cancelled_by, case
            when new.attendance_status = 'cancelado_clinica' then 'clinica'
            when new.attendance_status in ('cancelado_paciente', 'cancelado_tarde') then 'paciente' end);
        end if;
      end if;
      if new.status <> 'cancelled' then
        new.cancel_reason := null;
        new.cancel_note := null;
        new.cancelled_by := null;
        new.cancelled_at := null;
      end if;
      return new;
    end
    $$
  `.execute(db);
  await sql`
    create trigger appointments_attendance before insert or update on appointments
    for each row execute function appointments_attendance_sync()
  `.execute(db);
  // 'Sem registro' and the no-show report read past appointments by attendance.
  await sql`create index appointments_attendance_idx on appointments (date, attendance_status)`.execute(db);

  await sql`
    create table clinic_settings (
      id boolean primary key default true check (id),
      late_cancel_hours integer not null default 24 check (late_cancel_hours between 0 and 168),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`insert into clinic_settings (id) values (true)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table clinic_settings`.execute(db);
  await sql`drop trigger appointments_attendance on appointments`.execute(db);
  await sql`drop function appointments_attendance_sync()`.execute(db);
  await sql`drop index appointments_attendance_idx`.execute(db);
  await sql`
    alter table appointments
      drop constraint appointments_status_agrees,
      drop column attendance_status,
      drop column cancel_reason,
      drop column cancel_note,
      drop column cancelled_by,
      drop column cancelled_at,
      drop column rescheduled_to_id,
      drop column attendance_at
  `.execute(db);
}
