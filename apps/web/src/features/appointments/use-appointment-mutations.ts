import { appErrorCode, errorMessage } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { toasting } from '../../lib/toasting';
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

export function useCancelAppointment() {
  const utils = trpc.useUtils();
  return trpc.appointments.cancel.useMutation(toasting({ success: T.cancelled, error: T.cancelError }, () => utils.appointments.invalidate()));
}
