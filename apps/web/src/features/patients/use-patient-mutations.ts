import { orWhenUnreachable, statusErrorMessage } from '../../lib/api-errors';
import { toasting } from '../../lib/toasting';
import { trpc } from '../../lib/trpc';
import { PATIENTS_SCREEN_TEXT as T } from './patients.text';

/**
 * Patient mutations with the spec's toasts (§8). Each refreshes only the patients queries, and
 * resolves after that, so forms and dialogs close onto the updated list.
 */
export function useCreatePatient() {
  const utils = trpc.useUtils();
  // The failure's message: the server's, or 'Erro interno do servidor' (the catalogue's text for a 500).
  return trpc.patients.create.useMutation(
    toasting({ success: T.created, error: T.createError, message: statusErrorMessage }, () => utils.patients.invalidate()),
  );
}

export function useUpdatePatient() {
  const utils = trpc.useUtils();
  return trpc.patients.update.useMutation(toasting({ success: T.updated, error: T.updateError }, () => utils.patients.invalidate()));
}

export function useDeletePatient() {
  const utils = trpc.useUtils();
  // Only the list: the dialog's related-data query must not refetch a patient that is gone.
  return trpc.patients.delete.useMutation(
    toasting({ success: T.removed, error: T.removeError, message: (error) => orWhenUnreachable(error, T.removeErrorHint) }, () =>
      utils.patients.list.invalidate(),
    ),
  );
}

/** 'Arquivar': the patient leaves the list, the pickers and the search (every patients query is read again). */
export function useArchivePatient() {
  const utils = trpc.useUtils();
  return trpc.patients.archive.useMutation(toasting({ success: T.archived, error: T.archiveError }, () => utils.patients.invalidate()));
}

/** 'Reativar': the patient is back in the list, the pickers and the search. */
export function useReactivatePatient() {
  const utils = trpc.useUtils();
  return trpc.patients.reactivate.useMutation(toasting({ success: T.reactivated, error: T.reactivateError }, () => utils.patients.invalidate()));
}

/**
 * The WhatsApp consent, saved after the patient by the patient form. No toast of its own (the
 * patient's says it was saved); resolves after the patients queries are read again.
 */
export function useSetWhatsappConsent() {
  const utils = trpc.useUtils();
  return trpc.whatsapp.setConsent.useMutation({ onSuccess: () => utils.patients.invalidate() });
}
