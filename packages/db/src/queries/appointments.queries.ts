import { type CompiledQuery, sql } from 'kysely';

import type { Executor } from '../executor';
import { versionedUpdate } from './versioned-rows';
import { hasActiveWhatsappConsent } from './privacy.queries';
import type { AppointmentRow, NewAppointmentRow, RoomRow } from '../tables';

/** An appointment with the names lists show: patient, physiotherapist (and colour), room. */
export interface AppointmentWithNames {
  id: number;
  patientId: number | null;
  physiotherapistId: number;
  roomId: number;
  date: string;
  time: string;
  status: string;
  notes: string | null;
  type: string;
  paymentPercentage: number;
  reminderDays: number;
  createdAt: Date;
  version: number;
  attendanceStatus: string;
  cancelReason: string | null;
  cancelNote: string | null;
  cancelledBy: string | null;
  cancelledAt: Date | null;
  rescheduledToId: number | null;
  /** The treatment package (issue #24), its place in it ('Sessão 4 de 10') and its size; null without one. */
  packageId: number | null;
  sessionNumber: number | null;
  sessionsTotal: number | null;
  patientFirstName: string | null;
  patientLastName: string | null;
  physiotherapistFirstName: string;
  physiotherapistLastName: string;
  physiotherapistColor: string;
  roomName: string;
  /** The patient's WhatsApp reminder consent (null: a block). */
  patientWhatsappOptIn: boolean | null;
  /** The stored confirmation state (null: nothing sent or answered yet). */
  confirmationState: string | null;
}

/**
 * Appointments joined with the names lists show (blocks have no patient: left join). The patient
 * is looked up per row through a lateral subquery (LIMIT 1 keeps the planner from flattening it):
 * a plain join made PostgreSQL hash all 50,000 patients for a week of ~1,000 appointments.
 */
function withNames(db: Executor) {
  return db
    .selectFrom('appointments as a')
    .innerJoin('users as u', 'u.id', 'a.physiotherapistId')
    .innerJoin('rooms as r', 'r.id', 'a.roomId')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('patients')
          .select(['patients.firstName', 'patients.lastName', hasActiveWhatsappConsent(sql.ref('patients.id')).as('whatsappOptIn')])
          .whereRef('patients.id', '=', 'a.patientId')
          .limit(1)
          .as('p'),
      (join) => join.onTrue(),
    )
    .leftJoin('appointmentConfirmations as c', 'c.appointmentId', 'a.id')
    .selectAll('a')
    .select([
      'p.firstName as patientFirstName',
      'p.lastName as patientLastName',
      'u.firstName as physiotherapistFirstName',
      'u.lastName as physiotherapistLastName',
      'u.color as physiotherapistColor',
      'r.name as roomName',
      'p.whatsappOptIn as patientWhatsappOptIn',
      'c.state as confirmationState',
      // Only rows of a package pay for these (an index on package_id, date, time serves them).
      sql<number | null>`nullif((select count(*)::int from appointments a2 join patient_packages pp on pp.id = a2.package_id
        where a.package_id is not null and package_takes_place(a.attendance_status, pp.counts_faltou, pp.counts_cancelado_tarde)
          and a2.package_id = a.package_id and (a2.date, a2.time, a2.id) <= (a.date, a.time, a.id)
          and package_takes_place(a2.attendance_status, pp.counts_faltou, pp.counts_cancelado_tarde)), 0)`.as('sessionNumber'),
      sql<number | null>`(select pp.sessions_total from patient_packages pp where pp.id = a.package_id)`.as('sessionsTotal'),
    ]);
}

/** A patient's appointments, newest first, with physiotherapist and room names. */
export async function findAppointmentsOfPatient(db: Executor, patientId: number): Promise<AppointmentWithNames[]> {
  return withNames(db)
    .where('a.patientId', '=', patientId)
    .orderBy('a.date', 'desc')
    .orderBy('a.time', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}

export interface AppointmentRangeFilter {
  /** First day (inclusive). */
  from: string;
  /** Last day (inclusive); none: no end. */
  to?: string;
  physiotherapistId?: number;
  roomId?: number;
  includeCancelled?: boolean;
  limit?: number;
  offset?: number;
}

function rangeQuery(db: Executor, filter: AppointmentRangeFilter) {
  let query = withNames(db).where('a.date', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('a.date', '<=', filter.to);
  if (filter.physiotherapistId !== undefined) query = query.where('a.physiotherapistId', '=', filter.physiotherapistId);
  if (filter.roomId !== undefined) query = query.where('a.roomId', '=', filter.roomId);
  if (!filter.includeCancelled) query = query.where('a.status', '<>', 'cancelled');
  query = query.orderBy('a.date').orderBy('a.time').orderBy('a.roomId').orderBy('a.id');
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  if (filter.offset) query = query.offset(filter.offset);
  return query;
}

/** The agenda: a day, a week or from a day on, by date, time and room, with names. */
export async function findAppointmentsInRange(db: Executor, filter: AppointmentRangeFilter): Promise<AppointmentWithNames[]> {
  return rangeQuery(db, filter).execute();
}

/** The SQL `findAppointmentsInRange` runs (the benchmark's bare baseline sends it through plain pg). */
export function compileAppointmentsInRange(db: Executor, filter: AppointmentRangeFilter): CompiledQuery {
  return rangeQuery(db, filter).compile();
}

export async function findAppointmentWithNames(db: Executor, id: number): Promise<AppointmentWithNames | undefined> {
  return withNames(db).where('a.id', '=', id).executeTakeFirst();
}

/** Several appointments with names, in the order of `ids`' dates and times. */
export async function findAppointmentsWithNames(db: Executor, ids: number[]): Promise<AppointmentWithNames[]> {
  if (ids.length === 0) return [];
  return withNames(db).where('a.id', 'in', ids).orderBy('a.date').orderBy('a.time').orderBy('a.id').execute();
}

/** The row, locked until the transaction ends (edits and cancels of one appointment queue up). */
export async function lockAppointment(db: Executor, id: number): Promise<AppointmentRow | undefined> {
  return db.selectFrom('appointments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export interface SlotQuery {
  date: string;
  time: string;
  roomId?: number;
  physiotherapistId?: number;
  patientId?: number;
  /** The appointment being edited: never its own conflict. */
  excludeId?: number;
}

/** The non-cancelled appointment (or block) holding a room's, physiotherapist's or patient's slot, if any. */
export async function findSlotHolder(db: Executor, slot: SlotQuery): Promise<AppointmentWithNames | undefined> {
  let query = withNames(db).where('a.date', '=', slot.date).where('a.time', '=', slot.time).where('a.status', '<>', 'cancelled');
  if (slot.roomId !== undefined) query = query.where('a.roomId', '=', slot.roomId);
  if (slot.physiotherapistId !== undefined) query = query.where('a.physiotherapistId', '=', slot.physiotherapistId);
  if (slot.patientId !== undefined) query = query.where('a.patientId', '=', slot.patientId);
  if (slot.excludeId !== undefined) query = query.where('a.id', '<>', slot.excludeId);
  return query.orderBy('a.id').executeTakeFirst();
}

/** Insert one appointment; the partial unique indexes refuse a taken slot (23505). */
export async function insertAppointment(db: Executor, values: NewAppointmentRow): Promise<AppointmentRow> {
  return db.insertInto('appointments').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Changes a row; with `expectedVersion`, only while it is still at that version (see `updateRowAtVersion`). */
export const updateAppointment = versionedUpdate('appointments');

/** Where blocks go ('room 1' of the spec): the active room with the lowest id. */
export async function findFirstActiveRoom(db: Executor): Promise<RoomRow | undefined> {
  return db.selectFrom('rooms').selectAll().where('isActive', '=', true).orderBy('id').limit(1).executeTakeFirst();
}

/** The next scheduled appointments (blocks left out) from a day and hour slot on. */
export async function findUpcomingAppointments(
  db: Executor,
  today: string,
  hourSlot: string,
  limit: number,
): Promise<AppointmentWithNames[]> {
  return withNames(db)
    .where('a.status', '=', 'scheduled')
    .where('a.patientId', 'is not', null)
    .where((eb) => eb.or([eb('a.date', '>', today), eb.and([eb('a.date', '=', today), eb('a.time', '>=', hourSlot)])]))
    .orderBy('a.date')
    .orderBy('a.time')
    .orderBy('a.roomId')
    .limit(limit)
    .execute();
}

export interface PatientHistoryCounts {
  appointmentCount: number;
  treatmentCount: number;
}

export async function countPatientHistory(db: Executor, patientId: number): Promise<PatientHistoryCounts> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('appointments').select(eb.fn.countAll().as('n')).where('patientId', '=', patientId).as('appointmentCount'),
      eb.selectFrom('treatments').select(eb.fn.countAll().as('n')).where('patientId', '=', patientId).as('treatmentCount'),
    ])
    .executeTakeFirstOrThrow();
  return { appointmentCount: Number(row.appointmentCount ?? 0), treatmentCount: Number(row.treatmentCount ?? 0) };
}

/** What the delete confirmation lists: each appointment's day, time and room, newest first. */
export async function findAppointmentSlotsOfPatient(
  db: Executor,
  patientId: number,
): Promise<{ id: number; date: string; time: string; roomName: string }[]> {
  return db
    .selectFrom('appointments as a')
    .innerJoin('rooms as r', 'r.id', 'a.roomId')
    .select(['a.id', 'a.date', 'a.time', 'r.name as roomName'])
    .where('a.patientId', '=', patientId)
    .orderBy('a.date', 'desc')
    .orderBy('a.time', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}

/** Removes a patient's treatments; returns how many. */
export async function deleteTreatmentsOfPatient(db: Executor, patientId: number): Promise<number> {
  const result = await db.deleteFrom('treatments').where('patientId', '=', patientId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes a patient's appointments (other treatments pointing at them keep their row, unlinked); returns how many. */
export async function deleteAppointmentsOfPatient(db: Executor, patientId: number): Promise<number> {
  const result = await db.deleteFrom('appointments').where('patientId', '=', patientId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
