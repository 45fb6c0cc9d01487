import { toasting } from '../../lib/toasting';
import { trpc } from '../../lib/trpc';
import { CLINICAL_RECORD_SCREEN_TEXT as T } from './clinical-record.text';

/**
 * The record's mutations with their toasts. Each refreshes only the record's queries (the
 * timeline, the access log, 'Evoluções pendentes'), and resolves after that, so a form closes onto
 * the updated timeline. Signing also refreshes the agenda: a signed evolution completes its appointment.
 */
function useRefreshRecord() {
  const utils = trpc.useUtils();
  return () => utils.clinicalRecord.invalidate();
}

export function useCreateRecordEntry() {
  const refresh = useRefreshRecord();
  return trpc.clinicalRecord.create.useMutation(toasting({ success: T.created, error: T.createError }, refresh));
}

export function useUpdateRecordEntry() {
  const refresh = useRefreshRecord();
  return trpc.clinicalRecord.update.useMutation(toasting({ success: T.updated, error: T.updateError }, refresh));
}

export function useRemoveRecordEntry() {
  const refresh = useRefreshRecord();
  return trpc.clinicalRecord.delete.useMutation(toasting({ success: T.removed, error: T.removeError }, refresh));
}

export function useSignRecordEntry() {
  const utils = trpc.useUtils();
  return trpc.clinicalRecord.sign.useMutation(
    toasting({ success: T.signedToast, error: T.signError }, (entry) =>
      Promise.all([utils.clinicalRecord.invalidate(), entry.appointmentId === null ? null : utils.appointments.invalidate(), utils.dashboard.invalidate()]),
    ),
  );
}

export function useAddAddendum() {
  const refresh = useRefreshRecord();
  return trpc.clinicalRecord.addAddendum.useMutation(toasting({ success: T.addendumToast, error: T.addendumError }, refresh));
}
