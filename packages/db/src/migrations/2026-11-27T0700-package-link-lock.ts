import { type Kysely, sql } from 'kysely';

/**
 * The package's last session under concurrency (issue #24). `appointments_package_link` counts the
 * places a package has left before linking an appointment to it; two transactions attending (or
 * booking) two unlinked appointments of the same patient at once each counted before the other
 * committed, both linked, and a package with one session left consumed two.
 *
 * Now the trigger first locks the patient's candidate packages (`for no key update`, in id order so
 * two linkers never wait on each other crosswise; it does not block the foreign-key locks of a
 * payment or an appointment already linked). The count runs in the next statement, whose snapshot
 * (READ COMMITTED) sees what the transaction that held the lock committed: the second linker finds
 * the place taken and leaves its appointment unlinked (booking beyond the package warns, never
 * blocks). Cancelling a package locks the same row (`lockPackage`), so a link also waits for it.
 */
const LINK_WITH_LOCK = sql`
  create or replace function appointments_package_link() returns trigger language plpgsql as $$
  begin
    if tg_op = 'UPDATE' and new.package_id is not null and new.patient_id is distinct from old.patient_id then
      new.package_id := null;
    end if;
    if new.package_id is null and new.patient_id is not null
      and new.attendance_status not in ('cancelado_paciente', 'cancelado_clinica', 'remarcado')
      and (tg_op = 'INSERT' or new.attendance_status is distinct from old.attendance_status
           or new.patient_id is distinct from old.patient_id) then
      perform 1 from patient_packages pp
        where pp.patient_id = new.patient_id and pp.cancelled_at is null
          and new.date between pp.start_date and pp.expiry_date
        order by pp.id
        for no key update;
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
`;

const LINK_WITHOUT_LOCK = sql`
  create or replace function appointments_package_link() returns trigger language plpgsql as $$
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
`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await LINK_WITH_LOCK.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await LINK_WITHOUT_LOCK.execute(db);
}
