import { type Executor, findAppointmentWithNames, withTransaction, findClinicSettings, lockAppointment, updateAppointment } from '@clinic/db';
import {
  ATTENDANCE_LABELS,
  type AppointmentListItem,
  type AttendanceStatus,
  type AttendanceValues,
  CANCEL_REASON_LABELS,
  type CancelledBy,
  cancellationState,
  isCancellation,
  isLateCancel,
  statusOfAttendance,
} from '@clinic/domain';

import type { Actor } from '../../context';
import { AppError } from '../../errors';
import { logActivity } from '../activity-log';
import { missedUpdate, rowToUpdate } from '../versions';
import { describeAppointment, toAppointmentDto } from './appointment-dto';
import { type Attempt, slotConflict } from './book-appointments.service';

/**
 * Records what happened to an appointment (issue #23): check-in, confirmed, attended, no-show,
 * cancelled (by whom and why), rescheduled. One transaction: the row (whose `status` the database
 * derives), and the log line naming the transition. A patient's cancellation inside the clinic's
 * policy window becomes `cancelado_tarde` (the server decides, with its clock). Asking for the state
 * the appointment is already in changes and logs nothing. Going back to a state that holds the slot
 * (an undone cancellation) is checked like a booking: a slot taken meanwhile answers the spec's 409.
 * Given an open transaction, it is a step of that one (a WhatsApp reply's nonce and its effect commit
 * together).
 */
export async function setAttendance(
  db: Executor,
  actor: Actor,
  id: number,
  input: AttendanceValues,
  now: Date,
): Promise<AppointmentListItem> {
  let attempt: Attempt | undefined;
  return withTransaction(db, async (tx) => {
    const current = rowToUpdate(await lockAppointment(tx, id), 'APPOINTMENT_NOT_FOUND', input.version);
    if (current.patientId === null) throw new AppError('APPOINTMENT_BLOCK_NO_ATTENDANCE');
    const before = (await findAppointmentWithNames(tx, id))!;

    let target: AttendanceStatus = input.attendanceStatus;
    let cancelledBy: CancelledBy | null = null;
    if (isCancellation(target)) {
      cancelledBy = target === 'cancelado_clinica' ? 'clinica' : 'paciente';
      const { lateCancelHours } = await findClinicSettings(tx);
      target = cancellationState(cancelledBy, isLateCancel(current.date, current.time, now, lateCancelHours));
    }
    if (target === 'remarcado') {
      const replacement = input.rescheduledToId === id ? undefined : await findAppointmentWithNames(tx, input.rescheduledToId!);
      if (!replacement) throw new AppError('APPOINTMENT_RESCHEDULED_NOT_FOUND');
    }
    if (target === current.attendanceStatus && (!isCancellation(target) || input.reason === current.cancelReason)) {
      return toAppointmentDto(before);
    }

    attempt = { physiotherapistFirstName: before.physiotherapistFirstName, date: current.date, time: current.time };
    const cancelled = statusOfAttendance(target) === 'cancelled';
    const updated = await updateAppointment(
      tx,
      id,
      {
        attendanceStatus: target,
        cancelReason: cancelled ? (input.reason ?? null) : null,
        cancelNote: cancelled ? (input.note ?? null) : null,
        cancelledBy,
        rescheduledToId: target === 'remarcado' ? input.rescheduledToId! : null,
      },
      input.version,
    );
    if (!updated) throw missedUpdate(input.version, 'APPOINTMENT_NOT_FOUND');
    const after = (await findAppointmentWithNames(tx, id))!;
    const freed = before.status !== 'cancelled' && after.status === 'cancelled';
    const why = [input.reason && cancelled ? `motivo: ${CANCEL_REASON_LABELS[input.reason]}` : '', cancelled ? (input.note ?? '') : '']
      .filter(Boolean)
      .join('; ');
    await logActivity(tx, actor, {
      action: freed ? 'cancel' : 'update',
      entity: 'appointment',
      entityId: id,
      description:
        `Presença: ${describeAppointment(after)} — ` +
        `${ATTENDANCE_LABELS[current.attendanceStatus as AttendanceStatus] ?? current.attendanceStatus} → ${ATTENDANCE_LABELS[target]}` +
        (why ? ` (${why})` : ''),
    });
    return toAppointmentDto(after);
  })
  .catch((error: unknown) => {
    throw slotConflict(error, attempt);
  });
}
