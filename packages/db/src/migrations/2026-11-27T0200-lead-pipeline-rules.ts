import { type Kysely, sql } from 'kysely';

/**
 * The pipeline's rules (issue #25), kept by the database so they hold whatever path writes:
 * - stage 'convertido' (the lead closed the treatment) always has the spec's status CONVERTIDO (the
 *   lead became a patient);
 * - the spec's convert moves the stage forward to what the patient's history shows (at least
 *   'em_contato'); unconvert takes a 'convertido' lead back to what the appointments show;
 * - booking an appointment for the patient of a CONVERTIDO lead moves it to 'avaliacao_agendada',
 *   attending one ('presente'/'atendido') to 'avaliacao_realizada', a package sale to 'convertido'.
 *   Automatic moves only go forward and never touch a 'perdido' lead;
 * - leaving 'perdido' clears the reason; the first move out of 'novo' records `first_contact_at`
 *   once, and so does the first call or WhatsApp interaction;
 * - every stage change writes an 'etapa' interaction: the services name who moved it and why in
 *   the transaction-local settings `clinic.actor_id` and `clinic.stage_note`; without them the move
 *   was automatic (no user) and it is also written to system_logs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update leads set stage = 'em_contato' where stage = 'convertido' and status <> 'CONVERTIDO'`.execute(db);
  await sql`
    alter table leads add constraint leads_converted_stage_has_status check (stage <> 'convertido' or status = 'CONVERTIDO')
  `.execute(db);
  // 0 novo … 4 convertido (the funnel's levels); -1 perdido.
  await sql`
    create function lead_stage_rank(stage text) returns integer language sql immutable as $$
      select coalesce(array_position(array['novo', 'em_contato', 'avaliacao_agendada', 'avaliacao_realizada', 'convertido'], stage) - 1, -1)
    $$
  `.execute(db);
  await sql`
    create function lead_stage_of_patient(pid integer, with_package boolean) returns text language sql stable as $$
      select case
        when pid is null then 'em_contato'
        when with_package and exists (select 1 from patient_packages p where p.patient_id = pid and p.cancelled_at is null) then 'convertido'
        when exists (select 1 from appointments a where a.patient_id = pid and a.attendance_status in ('presente', 'atendido')) then 'avaliacao_realizada'
        when exists (select 1 from appointments a where a.patient_id = pid and a.attendance_status in ('agendado', 'confirmado', 'faltou')) then 'avaliacao_agendada'
        else 'em_contato' end
    $$
  `.execute(db);
  await sql`
    create function leads_stage_rules() returns trigger language plpgsql as $$
    declare
      derived text;
    begin
      if new.stage is not distinct from old.stage and new.status is distinct from old.status and old.stage <> 'perdido' then
        if new.status = 'CONVERTIDO' then
          derived := lead_stage_of_patient(new.patient_id, true);
          if lead_stage_rank(derived) > lead_stage_rank(old.stage) then new.stage := derived; end if;
        elsif old.stage = 'convertido' then
          new.stage := lead_stage_of_patient(new.patient_id, false);
        end if;
      end if;
      if new.stage is distinct from old.stage then
        if new.stage <> 'perdido' then new.lost_reason := null; end if;
        if new.first_contact_at is null and new.stage not in ('novo', 'perdido') then new.first_contact_at := now(); end if;
      end if;
      return new;
    end
    $$
  `.execute(db);
  await sql`create trigger leads_stage_rules before update on leads for each row execute function leads_stage_rules()`.execute(db);
  await sql`
    create function leads_stage_timeline() returns trigger language plpgsql as $$
    declare
      actor integer := nullif(current_setting('clinic.actor_id', true), '')::integer;
      note text := nullif(current_setting('clinic.stage_note', true), '');
    begin
      insert into lead_interactions (lead_id, kind, note, from_stage, to_stage, user_id)
      values (new.id, 'etapa', coalesce(note, case when actor is null then 'Movido automaticamente' end), old.stage, new.stage, actor);
      if actor is null then
        insert into system_logs (user_id, action, entity, entity_id, description)
        values (null, 'update', 'lead', new.id, format('Lead "%s": etapa movida automaticamente de %s para %s%s',
          new.name, old.stage, new.stage, coalesce(' (' || note || ')', '')));
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger leads_stage_timeline after update on leads
    for each row when (old.stage is distinct from new.stage) execute function leads_stage_timeline()
  `.execute(db);
  // An automatic move: forward only, CONVERTIDO leads of that patient only, never a 'perdido' one.
  await sql`
    create function leads_advance_for_patient(pid integer, reached text, why text) returns void language plpgsql as $$
    declare
      saved_actor text := current_setting('clinic.actor_id', true);
      saved_note text := current_setting('clinic.stage_note', true);
    begin
      if pid is null or reached is null then return; end if;
      if not exists (
        select 1 from leads where patient_id = pid and status = 'CONVERTIDO' and stage <> 'perdido'
          and lead_stage_rank(stage) < lead_stage_rank(reached)
      ) then return; end if;
      perform set_config('clinic.actor_id', '', true);
      perform set_config('clinic.stage_note', why, true);
      update leads set stage = reached
        where patient_id = pid and status = 'CONVERTIDO' and stage <> 'perdido' and lead_stage_rank(stage) < lead_stage_rank(reached);
      perform set_config('clinic.actor_id', coalesce(saved_actor, ''), true);
      perform set_config('clinic.stage_note', coalesce(saved_note, ''), true);
    end
    $$
  `.execute(db);
  await sql`
    create function appointments_lead_stage() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.attendance_status is not distinct from old.attendance_status
        and new.patient_id is not distinct from old.patient_id then
        return null;
      end if;
      perform leads_advance_for_patient(new.patient_id,
        case when new.attendance_status in ('presente', 'atendido') then 'avaliacao_realizada'
             when new.attendance_status in ('agendado', 'confirmado') then 'avaliacao_agendada' end,
        case when new.attendance_status in ('presente', 'atendido') then format('Avaliação realizada (agendamento #%s)', new.id)
             else format('Avaliação agendada (agendamento #%s, %s)', new.id, to_char(new.date, 'DD/MM/YYYY')) end);
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger appointments_lead_stage after insert or update on appointments
    for each row execute function appointments_lead_stage()
  `.execute(db);
  await sql`
    create function patient_packages_lead_stage() returns trigger language plpgsql as $$
    begin
      if new.cancelled_at is null then
        perform leads_advance_for_patient(new.patient_id, 'convertido', format('Pacote "%s" vendido', new.name));
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger patient_packages_lead_stage after insert on patient_packages
    for each row execute function patient_packages_lead_stage()
  `.execute(db);
  await sql`
    create function lead_interactions_first_contact() returns trigger language plpgsql as $$
    begin
      update leads set first_contact_at = new.created_at where id = new.lead_id and first_contact_at is null;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger lead_interactions_first_contact after insert on lead_interactions
    for each row when (new.kind in ('ligacao', 'whatsapp')) execute function lead_interactions_first_contact()
  `.execute(db);
  // The funnel reads a period's leads with their patient; the follow-ups read due dates.
  await sql`create index leads_date_patient_idx on leads (date, patient_id)`.execute(db);
  // The funnel and the stage rules ask, per patient, whether an appointment was booked or attended.
  await sql`create index appointments_patient_attendance_status_idx on appointments (patient_id, attendance_status)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index appointments_patient_attendance_status_idx`.execute(db);
  await sql`drop index leads_date_patient_idx`.execute(db);
  await sql`drop trigger lead_interactions_first_contact on lead_interactions`.execute(db);
  await sql`drop function lead_interactions_first_contact()`.execute(db);
  await sql`drop trigger patient_packages_lead_stage on patient_packages`.execute(db);
  await sql`drop function patient_packages_lead_stage()`.execute(db);
  await sql`drop trigger appointments_lead_stage on appointments`.execute(db);
  await sql`drop function appointments_lead_stage()`.execute(db);
  await sql`drop function leads_advance_for_patient(integer, text, text)`.execute(db);
  await sql`drop trigger leads_stage_timeline on leads`.execute(db);
  await sql`drop function leads_stage_timeline()`.execute(db);
  await sql`drop trigger leads_stage_rules on leads`.execute(db);
  await sql`drop function leads_stage_rules()`.execute(db);
  await sql`drop function lead_stage_of_patient(integer, boolean)`.execute(db);
  await sql`drop function lead_stage_rank(text)`.execute(db);
  await sql`alter table leads drop constraint leads_converted_stage_has_status`.execute(db);
}
