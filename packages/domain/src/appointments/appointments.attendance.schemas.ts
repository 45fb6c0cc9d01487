import { z } from 'zod';

import { MAX_ID } from '../common/ids';
import { versionedUpdateFields } from '../common/versions';
import { ATTENDANCE_STATUSES, ATTENDANCE_TEXT, type AttendanceStatus, CANCEL_REASONS, isCancellation } from './appointments.attendance';

/*
 * The attendance input's schema, apart from the states and their rules (appointments.attendance.ts),
 * which the agenda draws with: the agenda's first render then needs no zod (see apps/web/vite.config.ts).
 */

/** 'doença' (as the issue writes it) is read as the code 'doenca'. */
const reasonField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '') : value),
  z.enum(CANCEL_REASONS, { error: ATTENDANCE_TEXT.invalidReason }),
);

/**
 * PUT /api/appointments/{id}/attendance. Cancelling (cancelado_paciente, cancelado_tarde,
 * cancelado_clinica) needs a reason (+ an optional note); the server decides between
 * cancelado_paciente and cancelado_tarde by the clinic's policy; `remarcado` points to the new appointment.
 */
export const attendanceFields = {
  attendanceStatus: z.enum(ATTENDANCE_STATUSES, { error: ATTENDANCE_TEXT.invalidAttendance }),
  reason: reasonField.optional(),
  note: z.string({ error: 'Observação inválida' }).trim().max(1000, 'Máximo de 1000 caracteres').optional(),
  rescheduledToId: z
    .number({ error: ATTENDANCE_TEXT.invalidRescheduled })
    .int(ATTENDANCE_TEXT.invalidRescheduled)
    .min(1, ATTENDANCE_TEXT.invalidRescheduled)
    .max(MAX_ID, ATTENDANCE_TEXT.invalidRescheduled)
    .pipe(z.number())
    .optional(),
  ...versionedUpdateFields,
};

/** What each state needs beside itself (a reason to cancel, the new appointment to reschedule). */
export function refineAttendance(input: { attendanceStatus: AttendanceStatus; reason?: unknown; rescheduledToId?: unknown }, ctx: z.RefinementCtx): void {
  if (isCancellation(input.attendanceStatus) && input.reason === undefined) {
    ctx.addIssue({ code: 'custom', path: ['reason'], message: ATTENDANCE_TEXT.reasonRequired });
  }
  if (input.attendanceStatus === 'remarcado' && input.rescheduledToId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['rescheduledToId'], message: ATTENDANCE_TEXT.rescheduledRequired });
  }
}

export const ZAttendanceInput = z.object(attendanceFields).superRefine(refineAttendance);
export type AttendanceInput = z.input<typeof ZAttendanceInput>;
export type AttendanceValues = z.output<typeof ZAttendanceInput>;
