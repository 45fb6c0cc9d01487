import {
  type Database,
  type Kysely,
  findAppointmentWithNames,
  findAppointmentsInRange,
  findAppointmentsOfPatient,
  findPatientById,
  findSlotHolder,
  findUpcomingAppointments,
} from '@clinic/db';
import {
  APPOINTMENT_PAGE_SIZE,
  UPCOMING_LIMIT,
  type AppointmentListFilter,
  type AppointmentListItem,
  type ConflictResult,
  currentHourSlot,
  patientConflictMessage,
  physiotherapistConflictMessage,
  roomConflictMessage,
  toIsoDate,
} from '@clinic/domain';

import { AppError } from '../../errors';
import { toAppointmentDto } from './appointment-dto';

export { toAppointmentDto } from './appointment-dto';

/**
 * The agenda: one day (`date`), a range (`startDate`–`endDate`), or from today on in pages of
 * APPOINTMENT_PAGE_SIZE (`offset` for the next). Cancelled ones only when asked.
 */
export async function listAppointments(db: Kysely<Database>, query: AppointmentListFilter, now: Date): Promise<AppointmentListItem[]> {
  const common = { physiotherapistId: query.physiotherapistId, roomId: query.roomId, includeCancelled: query.includeCancelled };
  const range =
    query.date !== undefined
      ? { from: query.date, to: query.date }
      : query.startDate !== undefined && query.endDate !== undefined
        ? { from: query.startDate, to: query.endDate }
        : { from: toIsoDate(now), limit: APPOINTMENT_PAGE_SIZE, offset: query.offset };
  return (await findAppointmentsInRange(db, { ...common, ...range })).map(toAppointmentDto);
}

export async function getAppointment(db: Kysely<Database>, id: number): Promise<AppointmentListItem> {
  const row = await findAppointmentWithNames(db, id);
  if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
  return toAppointmentDto(row);
}

/** A patient's appointments, newest first (the per-patient history dialog). */
export async function listPatientAppointments(db: Kysely<Database>, patientId: number): Promise<AppointmentListItem[]> {
  if (!(await findPatientById(db, patientId))) throw new AppError('PATIENT_NOT_FOUND');
  return (await findAppointmentsOfPatient(db, patientId)).map(toAppointmentDto);
}

interface SlotCheck {
  date: string;
  time: string;
  excludeId?: number;
}

/** Whether a room is taken at a slot, and by what (a hint for the form: saving is what the database decides). */
export async function checkRoomConflict(db: Kysely<Database>, check: SlotCheck & { roomId: number }): Promise<ConflictResult> {
  const holder = await findSlotHolder(db, check);
  return holder
    ? { hasConflict: true, conflict: toAppointmentDto(holder), message: roomConflictMessage(check.time, check.date) }
    : { hasConflict: false, conflict: null, message: null };
}

/** Whether a physiotherapist is busy at a slot, and with what. */
export async function checkPhysiotherapistConflict(
  db: Kysely<Database>,
  check: SlotCheck & { physiotherapistId: number },
): Promise<ConflictResult> {
  const holder = await findSlotHolder(db, check);
  return holder
    ? {
        hasConflict: true,
        conflict: toAppointmentDto(holder),
        message: physiotherapistConflictMessage(holder.physiotherapistFirstName, check.time),
      }
    : { hasConflict: false, conflict: null, message: null };
}

/** Whether a patient is already booked at a slot (in any room, with anyone): a patient cannot be in two places. */
export async function checkPatientConflict(db: Kysely<Database>, check: SlotCheck & { patientId: number }): Promise<ConflictResult> {
  const holder = await findSlotHolder(db, check);
  return holder
    ? { hasConflict: true, conflict: toAppointmentDto(holder), message: patientConflictMessage(check.time) }
    : { hasConflict: false, conflict: null, message: null };
}

/** The dashboard's 'Próximos Agendamentos': the next scheduled appointments from the current hour on. */
export async function listUpcomingAppointments(db: Kysely<Database>, now: Date): Promise<AppointmentListItem[]> {
  return (await findUpcomingAppointments(db, toIsoDate(now), currentHourSlot(now), UPCOMING_LIMIT)).map(toAppointmentDto);
}
