import {
  type ConfirmationRow,
  type Database,
  type Kysely,
  findAppointmentWithNames,
  findConfirmationsOfDay,
  findOpenInbox,
  lockAppointment,
  markInboundHandled,
} from '@clinic/db';
import {
  type AppointmentListItem,
  CONFIRMATIONS_TEXT,
  type ConfirmationCounts,
  type ConfirmationItem,
  type ConfirmationsDay,
  confirmationOf,
  nextWorkingDay,
  reminderDay,
  reminderText,
  toIsoDate,
  whatsappLink,
} from '@clinic/domain';

import type { Actor } from '../../context';
import { AppError } from '../../errors';
import { logActivity } from '../activity-log';
import { toAppointmentDto } from '../appointments/appointment-dto';
import { setReplyAttendance } from '../whatsapp/reply-attendance';
import { clinicName, setConfirmation } from '../whatsapp/reminders.service';

function stateOf(row: ConfirmationRow) {
  return confirmationOf({ status: row.status, attendanceStatus: row.attendanceStatus, stored: row.state, optedIn: row.optedIn })!;
}

function toItem(row: ConfirmationRow): ConfirmationItem {
  const physiotherapistName = `${row.physiotherapistFirstName} ${row.physiotherapistLastName}`;
  const text = reminderText({
    firstName: row.patientFirstName,
    day: reminderDay(row.date),
    time: row.time,
    physiotherapist: physiotherapistName,
    clinic: clinicName(),
  });
  return {
    appointmentId: row.id,
    date: row.date,
    time: row.time,
    patientId: row.patientId,
    patientName: `${row.patientFirstName} ${row.patientLastName}`,
    physiotherapistName,
    roomName: row.roomName,
    confirmation: stateOf(row),
    whatsappLink: row.phone ? whatsappLink(row.phone, text) : null,
  };
}

/** A day's appointments with their confirmation state (the next working day by default) and the open inbox. */
export async function listConfirmations(db: Kysely<Database>, date: string | undefined, now: Date): Promise<ConfirmationsDay> {
  const day = date ?? nextWorkingDay(toIsoDate(now));
  const [rows, inbox] = await Promise.all([findConfirmationsOfDay(db, day), findOpenInbox(db)]);
  return {
    date: day,
    items: rows.map(toItem),
    inbox: inbox.map((row) => ({
      id: row.wamid,
      kind: row.inbox!,
      text: row.body,
      fromPhone: row.fromPhone,
      receivedAt: row.receivedAt.toISOString(),
      appointmentId: row.appointmentId,
      patientName: row.patientFirstName === null ? null : `${row.patientFirstName} ${row.patientLastName ?? ''}`.trim(),
    })),
  };
}

/** Tomorrow's confirmed and pending counts (the dashboard). */
export async function countConfirmations(db: Kysely<Database>, now: Date): Promise<ConfirmationCounts> {
  const date = nextWorkingDay(toIsoDate(now));
  const states = (await findConfirmationsOfDay(db, date)).map(stateOf);
  return {
    date,
    confirmed: states.filter((s) => s === 'confirmado').length,
    pending: states.filter((s) => s !== 'confirmado' && s !== 'cancelado').length,
  };
}

/** 'Confirmar' by hand (a phone call, the wa.me chat): the same change a WhatsApp reply makes. */
export async function confirmByHand(db: Kysely<Database>, actor: Actor, appointmentId: number): Promise<AppointmentListItem> {
  return db.transaction().execute(async (tx) => {
    const before = await lockAppointment(tx, appointmentId);
    if (!before || before.patientId === null) throw new AppError('APPOINTMENT_NOT_FOUND');
    if (before.attendanceStatus !== 'agendado' && before.attendanceStatus !== 'confirmado') {
      throw new AppError('BAD_REQUEST', { message: CONFIRMATIONS_TEXT.notConfirmable });
    }
    await setReplyAttendance({ db: tx, actor }, appointmentId, 'confirmado', 'reception');
    await setConfirmation(tx, appointmentId, 'confirmado', false);
    return toAppointmentDto((await findAppointmentWithNames(tx, appointmentId))!);
  });
}

export async function markInboxHandled(db: Kysely<Database>, actor: Actor & { userId: number }, id: string): Promise<{ success: true }> {
  if (!(await markInboundHandled(db, id, actor.userId))) throw new AppError('NOT_FOUND', { message: CONFIRMATIONS_TEXT.inboxNotFound });
  await logActivity(db, actor, { action: 'update', entity: 'appointment', entityId: null, description: `${CONFIRMATIONS_TEXT.handled} (WhatsApp)` });
  return { success: true };
}
