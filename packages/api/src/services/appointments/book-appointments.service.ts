/**
 * Booking, editing and cancelling appointments and blocks. The database decides conflicts (three
 * partial unique indexes: one physiotherapist, one room, one patient per non-cancelled slot); a refused insert or
 * update becomes the spec's 409 sentence here. Every change writes its log row in the same transaction.
 */
import {
  type AppointmentRow,
  type AppointmentRowUpdate,
  type Database,
  type Executor,
  type Kysely,
  type NewAppointmentRow,
  findAppointmentWithNames,
  findAppointmentsWithNames,
  findFirstActiveRoom,
  findPatientById,
  findRoomById,
  findUserById,
  insertAppointment,
  lockAppointment,
  updateAppointment,
} from '@clinic/db';
import {
  type AppointmentChanges,
  type AppointmentListItem,
  type AppointmentValues,
  patientConflictMessage,
  physiotherapistConflictMessage,
  roomConflictMessage,
} from '@clinic/domain';

import type { Actor } from '../../context';
import { AppError, fromConstraint } from '../../errors';
import { logActivity } from '../activity-log';
import { missedUpdate, rowToUpdate } from '../versions';
import { describeAppointment, describeAppointmentChanges, toAppointmentDto } from './appointment-dto';

/** The slot being written, so a refused write can name who and when. */
export interface Attempt {
  physiotherapistFirstName: string;
  date: string;
  time: string;
  /** 1-based row of a batch ('+ Atendimento'); none for a single booking. */
  row?: number;
}

/** A unique-index refusal → the spec's 409 (CONSTRAINT_ERRORS), worded with who and when; anything else unchanged. */
export function slotConflict(error: unknown, attempt: Attempt | undefined): unknown {
  const converted = fromConstraint(error);
  if (!attempt || !(converted instanceof AppError)) return converted;
  const prefix = attempt.row !== undefined ? `Atendimento ${attempt.row}: ` : '';
  const message =
    converted.code === 'PHYSIOTHERAPIST_SLOT_TAKEN'
      ? physiotherapistConflictMessage(attempt.physiotherapistFirstName, attempt.time)
      : converted.code === 'ROOM_SLOT_TAKEN'
        ? roomConflictMessage(attempt.time, attempt.date)
        : converted.code === 'PATIENT_SLOT_TAKEN'
          ? patientConflictMessage(attempt.time)
          : undefined;
  return message ? new AppError(converted.code, { message: prefix + message, cause: error }) : converted;
}

async function activePhysiotherapist(tx: Executor, id: number) {
  const user = await findUserById(tx, id);
  if (!user || user.role !== 'physiotherapist' || !user.isActive) throw new AppError('APPOINTMENT_PHYSIOTHERAPIST_INVALID');
  return user;
}

/** A block's room: the active room with the lowest id ('room 1' of the spec). */
async function blockRoomId(tx: Executor): Promise<number> {
  const room = await findFirstActiveRoom(tx);
  if (!room) throw new AppError('APPOINTMENT_NO_ROOMS');
  return room.id;
}

async function activeRoomId(tx: Executor, id: number): Promise<number> {
  const room = await findRoomById(tx, id);
  if (!room || !room.isActive) throw new AppError('APPOINTMENT_ROOM_INVALID');
  return room.id;
}

/**
 * A patient who may be booked: she exists and is not archived (archived patients leave the pickers;
 * a REST client that still names one is told to reactivate her). `current` is the appointment's
 * patient today: editing an archived patient's existing appointment stays possible.
 */
async function bookablePatientId(tx: Executor, id: number, current?: number | null): Promise<number> {
  const patient = await findPatientById(tx, id);
  if (!patient) throw new AppError('APPOINTMENT_PATIENT_REQUIRED');
  if (patient.archivedAt !== null && id !== current) throw new AppError('APPOINTMENT_PATIENT_ARCHIVED');
  return id;
}

/** Checks a new appointment's people and room, and the row to insert (patientId 0: a block). */
async function toNewRow(tx: Executor, values: AppointmentValues): Promise<{ row: NewAppointmentRow; physioName: string }> {
  const physio = await activePhysiotherapist(tx, values.physiotherapistId);
  const block = values.patientId === 0;
  const row: NewAppointmentRow = {
    patientId: block ? null : await bookablePatientId(tx, values.patientId),
    physiotherapistId: physio.id,
    roomId: block ? await blockRoomId(tx) : await activeRoomId(tx, values.roomId),
    date: values.date,
    time: values.time,
    notes: values.notes ?? null,
    type: values.type,
    paymentPercentage: values.paymentPercentage,
    reminderDays: values.reminderDays,
  };
  return { row, physioName: physio.firstName };
}

/** The insert-and-log step (inside the caller's transaction): bookings, batches and demo data share it. */
export async function insertAppointmentLogged(tx: Executor, actor: Actor, row: NewAppointmentRow): Promise<AppointmentRow> {
  const appointment = await insertAppointment(tx, row);
  const named = (await findAppointmentWithNames(tx, appointment.id))!;
  await logActivity(tx, actor, {
    action: 'create',
    entity: 'appointment',
    entityId: appointment.id,
    description:
      appointment.patientId === null
        ? `Horário bloqueado: ${describeAppointment(named)}`
        : `Agendamento criado: ${describeAppointment(named)}`,
  });
  return appointment;
}

/**
 * Books one appointment inside the caller's transaction with every check of a booking (people,
 * room, the unique indexes): the waitlist's acceptance books through it. A taken slot throws the
 * database's refusal; `fromConstraint` reads it.
 */
export async function bookAppointmentIn(tx: Executor, actor: Actor, values: AppointmentValues): Promise<AppointmentRow> {
  const { row } = await toNewRow(tx, values);
  return insertAppointmentLogged(tx, actor, row);
}

export async function createAppointment(db: Kysely<Database>, actor: Actor, values: AppointmentValues): Promise<AppointmentListItem> {
  let attempt: Attempt | undefined;
  return db
    .transaction()
    .execute(async (tx) => {
      const { row, physioName } = await toNewRow(tx, values);
      attempt = { physiotherapistFirstName: physioName, date: row.date, time: row.time };
      const created = await insertAppointmentLogged(tx, actor, row);
      return toAppointmentDto((await findAppointmentWithNames(tx, created.id))!);
    })
    .catch((error: unknown) => {
      throw slotConflict(error, attempt);
    });
}

/** Several appointments in one transaction: all are created or none, and a 409 names the row that collided. */
export async function createAppointments(
  db: Kysely<Database>,
  actor: Actor,
  list: AppointmentValues[],
): Promise<AppointmentListItem[]> {
  let attempt: Attempt | undefined;
  return db
    .transaction()
    .execute(async (tx) => {
      const ids: number[] = [];
      for (const [index, values] of list.entries()) {
        attempt = undefined;
        const { row, physioName } = await toNewRow(tx, values).catch((error: unknown) => {
          if (error instanceof AppError) throw new AppError(error.code, { message: `Atendimento ${index + 1}: ${error.message}` });
          throw error;
        });
        attempt = { physiotherapistFirstName: physioName, date: row.date, time: row.time, row: index + 1 };
        ids.push((await insertAppointmentLogged(tx, actor, row)).id);
      }
      return (await findAppointmentsWithNames(tx, ids)).map(toAppointmentDto);
    })
    .catch((error: unknown) => {
      throw slotConflict(error, attempt);
    });
}

/**
 * Changes only the fields sent. patientId 0 turns it into a block (moved to the first active room);
 * a new physiotherapist, room or patient is checked like a booking; status can become completed or
 * cancelled here. Nothing to change answers the current appointment and logs nothing.
 */
export async function updateAppointmentById(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  changes: AppointmentChanges,
  expectedVersion?: number,
): Promise<AppointmentListItem> {
  let attempt: Attempt | undefined;
  return db
    .transaction()
    .execute(async (tx) => {
      const current = rowToUpdate(await lockAppointment(tx, id), 'APPOINTMENT_NOT_FOUND', expectedVersion);
      const before = (await findAppointmentWithNames(tx, id))!;
      const set: AppointmentRowUpdate = {
        date: changes.date,
        time: changes.time,
        notes: changes.notes === undefined ? undefined : (changes.notes ?? null),
        type: changes.type,
        paymentPercentage: changes.paymentPercentage,
        reminderDays: changes.reminderDays,
        status: changes.status,
      };
      const physio =
        changes.physiotherapistId !== undefined && changes.physiotherapistId !== current.physiotherapistId
          ? await activePhysiotherapist(tx, changes.physiotherapistId)
          : undefined;
      if (physio) set.physiotherapistId = physio.id;
      const block = changes.patientId !== undefined ? changes.patientId === 0 : current.patientId === null;
      if (changes.patientId !== undefined) {
        set.patientId = block ? null : await bookablePatientId(tx, changes.patientId, current.patientId);
      }
      if (block && (changes.patientId !== undefined || changes.roomId !== undefined)) {
        set.roomId = await blockRoomId(tx);
      } else if (!block && changes.roomId !== undefined && changes.roomId !== current.roomId) {
        set.roomId = await activeRoomId(tx, changes.roomId);
      }
      // An overlap kept from before the patient's slot rule obeys it once it moves (see the migration).
      const moved =
        (set.date ?? current.date) !== current.date ||
        (set.time ?? current.time) !== current.time ||
        (set.patientId !== undefined && set.patientId !== current.patientId);
      if (current.patientSlotExempt && moved) set.patientSlotExempt = false;
      attempt = {
        physiotherapistFirstName: physio?.firstName ?? before.physiotherapistFirstName,
        date: set.date ?? current.date,
        time: set.time ?? current.time,
      };
      if (!(await updateAppointment(tx, id, set, expectedVersion))) throw missedUpdate(expectedVersion, 'APPOINTMENT_NOT_FOUND');
      const after = (await findAppointmentWithNames(tx, id))!;
      const described = describeAppointmentChanges(before, after);
      if (described.length > 0) {
        const cancelled = before.status !== 'cancelled' && after.status === 'cancelled';
        await logActivity(tx, actor, {
          action: cancelled ? 'cancel' : 'update',
          entity: 'appointment',
          entityId: id,
          description: `${after.patientId === null ? 'Bloqueio' : 'Agendamento'} ${cancelled ? 'cancelado' : 'atualizado'}: ${describeAppointment(after)} (${described.join('; ')})`,
        });
      }
      return toAppointmentDto(after);
    })
    .catch((error: unknown) => {
      throw slotConflict(error, attempt);
    });
}

/** DELETE cancels: the row stays with status cancelled (and frees the slot); cancelling twice changes nothing. */
export async function cancelAppointment(db: Kysely<Database>, actor: Actor, id: number): Promise<AppointmentListItem> {
  return db.transaction().execute(async (tx) => {
    const current = await lockAppointment(tx, id);
    if (!current) throw new AppError('APPOINTMENT_NOT_FOUND');
    if (current.status !== 'cancelled') {
      await updateAppointment(tx, id, { status: 'cancelled' });
      const after = (await findAppointmentWithNames(tx, id))!;
      await logActivity(tx, actor, {
        action: 'cancel',
        entity: 'appointment',
        entityId: id,
        description: `${after.patientId === null ? 'Bloqueio' : 'Agendamento'} cancelado: ${describeAppointment(after)}`,
      });
      return toAppointmentDto(after);
    }
    return toAppointmentDto((await findAppointmentWithNames(tx, id))!);
  });
}
