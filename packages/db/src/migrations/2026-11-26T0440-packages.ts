import { type Kysely, sql } from 'kysely';

/**
 * Treatment packages, their session ledger, payments and receipts (issue #24).
 *
 * - `patient_packages`: a package sold to a patient from a service (sessions, price, a reason when
 *   the price differs from the list price, start and expiry, which outcomes consume besides
 *   'atendido'). Sessions used and the status (ativo, esgotado, expirado, cancelado) are not
 *   stored: they are derived when read (`package_sessions_used`, `package_status`), so a package
 *   that runs out or expires changes status by itself and no counter can drift.
 * - `package_ledger`: one row per appointment that consumed a session; a partial unique index keeps
 *   one live row per appointment. A reverted outcome stamps `reversed_at` (the row stays: history).
 *
 * Why triggers on `appointments` and not a service every path calls: the outcome reaches
 * `attendance_status` through many paths (the agenda, the REST PUT of `status`, DELETE, signing an
 * evolution, the attendance endpoint, the WhatsApp webhook), some of them old-style writes of
 * `status` that the attendance trigger translates. Only a trigger sees every one of them, inside
 * the writer's transaction; the row lock of the UPDATE serialises concurrent completions of one
 * appointment (the second sees no change) and the unique index is the backstop, so no path can
 * skip the ledger or count an appointment twice.
 * - `appointments_package_link` (before): an appointment of a patient with a package in force
 *   (not cancelled, date within its validity, sessions left after the ones already booked) is
 *   linked to it when booked or when its outcome changes while unlinked; a change of patient drops
 *   the link.
 * - `appointments_package_ledger` (after): writes or reverses the ledger row.
 *
 * Payments are integer centavos, never updated or deleted (a trigger refuses it): a mistake is an
 * estorno row in `payment_reversals`. Receipt numbers come from one counter row
 * (`receipt_counter`), incremented in the payment's transaction: its row lock serialises
 * concurrent payments and a rolled-back payment gives its number back, so the sequence has no gap
 * (a PostgreSQL sequence would leave gaps).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table clinic_settings
      add column package_validity_days integer not null default 120 check (package_validity_days between 1 and 3650),
      add column package_counts_faltou boolean not null default true,
      add column package_counts_cancelado_tarde boolean not null default true,
      add column clinic_name varchar(200) not null default '',
      add column clinic_document varchar(20) not null default ''
  `.execute(db);

  await sql`
    create table patient_packages (
      id serial primary key,
      patient_id integer not null references patients (id) on delete restrict,
      service_id integer references services (id) on delete set null,
      name varchar(200) not null,
      sessions_total integer not null check (sessions_total between 1 and 1000),
      list_price_cents bigint not null check (list_price_cents >= 0),
      price_cents bigint not null check (price_cents >= 0),
      price_reason text,
      start_date date not null,
      expiry_date date not null,
      counts_faltou boolean not null,
      counts_cancelado_tarde boolean not null,
      sold_by_id integer references users (id) on delete set null,
      cancelled_at timestamptz,
      cancel_reason text,
      created_at timestamptz not null default now(),
      check (expiry_date >= start_date),
      check (price_cents = list_price_cents or length(trim(coalesce(price_reason, ''))) > 0)
    )
  `.execute(db);
  await sql`create index patient_packages_patient_idx on patient_packages (patient_id)`.execute(db);
  await sql`create index patient_packages_expiry_idx on patient_packages (expiry_date) where cancelled_at is null`.execute(db);

  await sql`alter table appointments add column package_id integer references patient_packages (id) on delete set null`.execute(db);
  await sql`create index appointments_package_idx on appointments (package_id, date, time) where package_id is not null`.execute(db);

  await sql`
    create table package_ledger (
      id serial primary key,
      package_id integer not null references patient_packages (id) on delete cascade,
      appointment_id integer not null references appointments (id) on delete cascade,
      outcome varchar(20) not null,
      created_at timestamptz not null default now(),
      reversed_at timestamptz,
      reversed_by_outcome varchar(20)
    )
  `.execute(db);
  await sql`create unique index package_ledger_one_per_appointment on package_ledger (appointment_id) where reversed_at is null`.execute(db);
  await sql`create index package_ledger_package_idx on package_ledger (package_id) where reversed_at is null`.execute(db);

  // Which outcomes consume a session: attended always, the others per the package.
  await sql`
    create function package_consumes(outcome varchar, counts_faltou boolean, counts_cancelado_tarde boolean)
    returns boolean language sql immutable as $$
      select outcome = 'atendido' or (outcome = 'faltou' and counts_faltou) or (outcome = 'cancelado_tarde' and counts_cancelado_tarde)
    $$
  `.execute(db);
  // Which outcomes take (or will take) a place in the package: consuming ones and those still to happen.
  await sql`
    create function package_takes_place(outcome varchar, counts_faltou boolean, counts_cancelado_tarde boolean)
    returns boolean language sql immutable as $$
      select outcome in ('agendado', 'confirmado', 'presente') or package_consumes(outcome, counts_faltou, counts_cancelado_tarde)
    $$
  `.execute(db);

  await sql`
    create function appointments_package_link() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and new.package_id is not null and new.patient_id is distinct from old.patient_id then
        new.package_id := null;
      end if;
      if new.package_id is null and new.patient_id is not null
        and new.attendance_status not in ('cancelado_paciente', 'cancelado_clinica', 'remarcado')
        and (tg_op = 'INSERT' or new.attendance_status is distinct from old.attendance_status
             or new.patient_id is distinct from old.patient_id) then
        select pp.id into new.package_id
          from patient_packages pp
          where pp.patient_id = new.patient_id and pp.cancelled_at is null
            and new.date between pp.start_date and pp.expiry_date
            and (select count(*) from appointments a
                  where a.package_id = pp.id and a.id <> new.id
                    and package_takes_place(a.attendance_status, pp.counts_faltou, pp.counts_cancelado_tarde)) < pp.sessions_total
          order by pp.expiry_date, pp.id
          limit 1;
      end if;
      return new;
    end
    $$
  `.execute(db);
  await sql`
    create trigger appointments_package_link before insert or update on appointments
    for each row execute function appointments_package_link()
  `.execute(db);

  await sql`
    create function appointments_package_ledger() returns trigger language plpgsql as $$
    declare
      consumes boolean := false;
    begin
      if new.package_id is not null then
        select package_consumes(new.attendance_status, pp.counts_faltou, pp.counts_cancelado_tarde) and pp.cancelled_at is null
          into consumes from patient_packages pp where pp.id = new.package_id;
      end if;
      update package_ledger set reversed_at = now(), reversed_by_outcome = new.attendance_status
        where appointment_id = new.id and reversed_at is null and (not consumes or package_id <> new.package_id);
      if consumes then
        update package_ledger set outcome = new.attendance_status
          where appointment_id = new.id and reversed_at is null and outcome <> new.attendance_status;
        insert into package_ledger (package_id, appointment_id, outcome)
          values (new.package_id, new.id, new.attendance_status)
          on conflict (appointment_id) where reversed_at is null do nothing;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger appointments_package_ledger after insert on appointments
    for each row when (new.package_id is not null)
    execute function appointments_package_ledger()
  `.execute(db);
  await sql`
    create trigger appointments_package_ledger_change after update on appointments
    for each row when ((new.package_id is not null or old.package_id is not null)
      and (new.package_id is distinct from old.package_id or new.attendance_status is distinct from old.attendance_status))
    execute function appointments_package_ledger()
  `.execute(db);

  await sql`
    create table payments (
      id serial primary key,
      receipt_number integer not null unique,
      patient_id integer not null references patients (id) on delete restrict,
      package_id integer references patient_packages (id) on delete restrict,
      appointment_id integer references appointments (id) on delete restrict,
      amount_cents bigint not null check (amount_cents > 0),
      method varchar(20) not null
        check (method in ('pix', 'dinheiro', 'cartao_credito', 'cartao_debito', 'transferencia', 'convenio')),
      installments integer not null default 1 check (installments between 1 and 24),
      paid_at date not null,
      received_by_id integer not null references users (id),
      created_at timestamptz not null default now(),
      check (num_nonnulls(package_id, appointment_id) = 1)
    )
  `.execute(db);
  await sql`create index payments_patient_idx on payments (patient_id)`.execute(db);
  await sql`create index payments_package_idx on payments (package_id) where package_id is not null`.execute(db);
  await sql`create index payments_appointment_idx on payments (appointment_id) where appointment_id is not null`.execute(db);
  await sql`create index payments_paid_at_idx on payments (paid_at)`.execute(db);
  await sql`
    create table payment_reversals (
      id serial primary key,
      payment_id integer not null references payments (id) on delete restrict,
      amount_cents bigint not null check (amount_cents > 0),
      reason text not null check (length(trim(reason)) > 0),
      reversed_by_id integer not null references users (id),
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index payment_reversals_payment_idx on payment_reversals (payment_id)`.execute(db);
  await sql`
    create function money_rows_are_kept() returns trigger language plpgsql as $$
    begin
      raise exception 'payments are never changed or deleted: record an estorno' using errcode = 'P0001';
    end
    $$
  `.execute(db);
  await sql`
    create trigger payments_kept before update or delete on payments
    for each row execute function money_rows_are_kept()
  `.execute(db);
  await sql`
    create trigger payment_reversals_kept before update or delete on payment_reversals
    for each row execute function money_rows_are_kept()
  `.execute(db);

  await sql`
    create table receipt_counter (
      id boolean primary key default true check (id),
      last_number integer not null default 0
    )
  `.execute(db);
  await sql`insert into receipt_counter (id) values (true)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table receipt_counter`.execute(db);
  await sql`drop table payment_reversals`.execute(db);
  await sql`drop table payments`.execute(db);
  await sql`drop function money_rows_are_kept()`.execute(db);
  await sql`drop trigger appointments_package_ledger_change on appointments`.execute(db);
  await sql`drop trigger appointments_package_ledger on appointments`.execute(db);
  await sql`drop trigger appointments_package_link on appointments`.execute(db);
  await sql`drop function appointments_package_ledger()`.execute(db);
  await sql`drop function appointments_package_link()`.execute(db);
  await sql`drop table package_ledger`.execute(db);
  await sql`drop function package_takes_place(varchar, boolean, boolean)`.execute(db);
  await sql`drop function package_consumes(varchar, boolean, boolean)`.execute(db);
  await sql`alter table appointments drop column package_id`.execute(db);
  await sql`drop table patient_packages`.execute(db);
  await sql`
    alter table clinic_settings
      drop column package_validity_days,
      drop column package_counts_faltou,
      drop column package_counts_cancelado_tarde,
      drop column clinic_name,
      drop column clinic_document
  `.execute(db);
}
