import type { AttendanceStatus, Patient } from '@clinic/domain';

import { appErrorCode, errorMessage, statusErrorMessage } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';

/** The codes of a slot lost to someone else (the database's unique indexes decided). */
const CONFLICT_CODES = new Set(['PHYSIOTHERAPIST_SLOT_TAKEN', 'ROOM_SLOT_TAKEN', 'PATIENT_SLOT_TAKEN']);

/** A failure toast: 'Conflito de agendamento' when the slot was taken, else the action's own title. */
export function notifyAppointmentError(title: string, error: unknown): void {
  notifyError(CONFLICT_CODES.has(appErrorCode(error) ?? '') ? T.conflictToast : title, errorMessage(error));
}

/**
 * Appointment mutations with the spec's toasts (§8). Each refreshes only the appointments
 * queries (the dashboard refetches its own on every visit), and resolves after that.
 */
export function useCreateAppointments() {
  const utils = trpc.useUtils();
  const refresh = () => utils.appointments.invalidate();
  const single = trpc.appointments.create.useMutation({
    onSuccess: async () => {
      notifySuccess(T.created);
      await refresh();
    },
    onError: (error) => notifyAppointmentError(T.createError, error),
  });
  const batch = trpc.appointments.createBatch.useMutation({
    onSuccess: async (created) => {
      notifySuccess(T.created, T.createdMany(created.length));
      await refresh();
    },
    onError: (error) => notifyAppointmentError(T.createError, error),
  });
  return { single, batch, isPending: single.isPending || batch.isPending };
}

export function useUpdateAppointment() {
  const utils = trpc.useUtils();
  return trpc.appointments.update.useMutation({
    onSuccess: async () => {
      notifySuccess(T.updated);
      await utils.appointments.invalidate();
    },
    onError: (error) => notifyAppointmentError(T.updateError, error),
  });
}


/** The success toast of an attendance change, by the state it ended in. */
function attendanceToast(state: AttendanceStatus): string {
  if (state === 'presente') return T.checkedIn;
  if (state === 'faltou') return T.noShowSaved;
  if (state === 'atendido') return T.attendedSaved;
  if (state.startsWith('cancelado_')) return T.cancelled;
  return T.attendanceSaved;
}

/**
 * Check-in, 'Faltou', 'Atendido' and cancelling with who and why, all through setAttendance (the
 * server logs each transition). Refreshes the appointments and the attendance lists ('Sem registro').
 */
export function useSetAttendance() {
  const utils = trpc.useUtils();
  return trpc.appointments.setAttendance.useMutation({
    onSuccess: async (appointment) => {
      notifySuccess(attendanceToast(appointment.attendanceStatus));
      await Promise.all([utils.appointments.invalidate(), utils.attendance.invalidate()]);
    },
    onError: (error) => notifyAppointmentError(T.attendanceError, error),
  });
}

/**
 * The booking's quick new patient (patients.quickCreate; here, not in the patients folder, which
 * this one may not import). `onCreated` runs once the patients queries are read again, so the
 * picker finds her; `onFailed` puts the server's field errors on the form before the toast.
 */
export function useQuickCreatePatient({ onCreated, onFailed }: { onCreated: (patient: Patient) => void; onFailed: (error: unknown) => void }) {
  const utils = trpc.useUtils();
  return trpc.patients.quickCreate.useMutation({
    onSuccess: async (patient) => {
      notifySuccess(T.patientCreated);
      await utils.patients.invalidate();
      onCreated(patient);
    },
    onError: (error) => {
      onFailed(error);
      // Spec §7: 'Erro {status}: {message}' (the connection message when no answer came).
      notifyError(T.patientCreateError, statusErrorMessage(error));
    },
  });
}
