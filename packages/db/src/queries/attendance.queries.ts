import { sql } from 'kysely';

import type { Executor } from '../executor';

/** The states of an appointment nobody has marked yet ('Sem registro' once its day has passed). */
const OPEN_STATES = ['agendado', 'confirmado', 'presente'] as const;

/**
 * 'Sem registro': ids of appointments with a patient from `fromDate` to `toDate` (inclusive) still
 * agendado, confirmado or presente, oldest first, at most `limit`; and how many there are in all.
 * Reads appointments_attendance_idx (date, attendance_status).
 */
export async function findUnrecordedAppointmentIds(
  db: Executor,
  range: { fromDate: string; toDate: string },
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  const base = db
    .selectFrom('appointments')
    .where('date', '>=', range.fromDate)
    .where('date', '<=', range.toDate)
    .where('attendanceStatus', 'in', OPEN_STATES)
    .where('patientId', 'is not', null);
  const [rows, count] = await Promise.all([
    base.select('id').orderBy('date').orderBy('time').orderBy('id').limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(count.n) };
}

/** A patient's 'faltou' from `fromDate` to `toDate` (inclusive). */
export async function countPatientNoShows(db: Executor, patientId: number, range: { fromDate: string; toDate: string }): Promise<number> {
  const row = await db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('patientId', '=', patientId)
    .where('attendanceStatus', '=', 'faltou')
    .where('date', '>=', range.fromDate)
    .where('date', '<=', range.toDate)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Which grouping a report row belongs to. */
export type AttendanceGrouping = 'physiotherapist' | 'patient' | 'weekday' | 'origin' | 'total';

export interface AttendanceReportRow {
  grouping: AttendanceGrouping;
  /** The physiotherapist's or patient's id, or the weekday (0 = Sunday); null for origin and total. */
  key: number | null;
  /** The physiotherapist's or patient's name, or the origin; null for weekday and total. */
  label: string | null;
  base: number;
  noShows: number;
  lateCancels: number;
}

/**
 * The no-show report's counts over `startDate`..`endDate` (inclusive), in one pass over the period
 * (grouping sets): per physiotherapist, per patient, per weekday, per origin and in total.
 * Counted: appointments with a patient, except those the clinic cancelled (cancelado_clinica) and
 * those rescheduled (remarcado: the new appointment counts instead). `noShows` are 'faltou',
 * `lateCancels` 'cancelado_tarde'. The origin is the patient's own, else her converted lead's,
 * else null. Patients are only those with a no-show or late cancellation, the most no-shows (then
 * late cancellations) first, at most `patientLimit`.
 */
export async function findAttendanceReportRows(
  db: Executor,
  range: { startDate: string; endDate: string },
  patientLimit: number,
): Promise<AttendanceReportRow[]> {
  // The CamelCasePlugin turns the snake_case columns of the answer into camelCase.
  const result = await sql<{
    gPhysio: number;
    gPatient: number;
    gWeekday: number;
    gOrigin: number;
    physiotherapistId: number | null;
    patientId: number | null;
    weekday: number | null;
    origin: string | null;
    base: string;
    noShows: string;
    lateCancels: string;
}>`
    with counted as (
      select a.physiotherapist_id, a.patient_id, extract(dow from a.date)::int as weekday,
             coalesce(nullif(btrim(p.origin), ''),
                      (select nullif(btrim(l.origin), '') from leads l where l.patient_id = a.patient_id order by l.id limit 1)) as origin,
             a.attendance_status
      from appointments a
      join patients p on p.id = a.patient_id
      where a.date >= ${range.startDate} and a.date <= ${range.endDate}
        and a.attendance_status not in ('cancelado_clinica', 'remarcado')
    )
    select grouping(physiotherapist_id) as g_physio, grouping(patient_id) as g_patient,
           grouping(weekday) as g_weekday, grouping(origin) as g_origin,
           physiotherapist_id, patient_id, weekday, origin,
           count(*) as base,
           count(*) filter (where attendance_status = 'faltou') as no_shows,
           count(*) filter (where attendance_status = 'cancelado_tarde') as late_cancels
    from counted
    group by grouping sets ((physiotherapist_id), (patient_id), (weekday), (origin), ())
  `.execute(db);

  const physioIds = new Set<number>();
  const rows: AttendanceReportRow[] = [];
  const patientRows: AttendanceReportRow[] = [];
  for (const r of result.rows) {
    const counts = { base: Number(r.base), noShows: Number(r.noShows), lateCancels: Number(r.lateCancels) };
    if (Number(r.gPhysio) === 0) {
      physioIds.add(r.physiotherapistId!);
      rows.push({ grouping: 'physiotherapist', key: r.physiotherapistId, label: null, ...counts });
    } else if (Number(r.gPatient) === 0) {
      if (counts.noShows + counts.lateCancels > 0) patientRows.push({ grouping: 'patient', key: r.patientId, label: null, ...counts });
    } else if (Number(r.gWeekday) === 0) {
      rows.push({ grouping: 'weekday', key: r.weekday, label: null, ...counts });
    } else if (Number(r.gOrigin) === 0) {
      rows.push({ grouping: 'origin', key: null, label: r.origin, ...counts });
    } else {
      rows.push({ grouping: 'total', key: null, label: null, ...counts });
    }
  }
  patientRows.sort((a, b) => b.noShows - a.noShows || b.lateCancels - a.lateCancels || a.key! - b.key!);
  const listedPatients = patientRows.slice(0, patientLimit);
  rows.push(...listedPatients);
  const patientIds = new Set(listedPatients.map((row) => row.key!));
  const [physios, patients] = await Promise.all([
    physioIds.size === 0
      ? []
      : db.selectFrom('users').select(['id', 'firstName', 'lastName']).where('id', 'in', [...physioIds]).execute(),
    patientIds.size === 0
      ? []
      : db.selectFrom('patients').select(['id', 'firstName', 'lastName']).where('id', 'in', [...patientIds]).execute(),
  ]);
  const names = new Map<string, string>();
  for (const u of physios) names.set(`physiotherapist ${u.id}`, `${u.firstName} ${u.lastName}`.trim());
  for (const p of patients) names.set(`patient ${p.id}`, `${p.firstName} ${p.lastName}`.trim());
  for (const row of rows) {
    if (row.grouping === 'physiotherapist' || row.grouping === 'patient') row.label = names.get(`${row.grouping} ${row.key}`) ?? '';
  }
  return rows;
}

/** Ids of a day's appointments with a patient, still agendado, from `fromTime` on, in order (at most `limit`). */
export async function findNextAgendadoIds(db: Executor, date: string, fromTime: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('appointments')
    .select('id')
    .where('date', '=', date)
    .where('time', '>=', fromTime)
    .where('attendanceStatus', '=', 'agendado')
    .where('patientId', 'is not', null)
    .orderBy('time')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
