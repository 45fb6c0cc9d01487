import { CONNECTION_ERROR_MESSAGE, errorMessage, statusErrorMessage } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { PATIENTS_SCREEN_TEXT as T } from './patients.text';

/**
 * Patient mutations with the spec's toasts (§8). Each refreshes only the patients queries, and
 * resolves after that, so forms and dialogs close onto the updated list.
 */
export function useCreatePatient() {
  const utils = trpc.useUtils();
  return trpc.patients.create.useMutation({
    onSuccess: async () => {
      notifySuccess(T.created);
      await utils.patients.invalidate();
    },
    // The server's message, or 'Erro interno do servidor' (the catalogue's text for a 500).
    onError: (error) => notifyError(T.createError, statusErrorMessage(error)),
  });
}

export function useUpdatePatient() {
  const utils = trpc.useUtils();
  return trpc.patients.update.useMutation({
    onSuccess: async () => {
      notifySuccess(T.updated);
      await utils.patients.invalidate();
    },
    onError: (error) => notifyError(T.updateError, errorMessage(error)),
  });
}

export function useDeletePatient() {
  const utils = trpc.useUtils();
  return trpc.patients.delete.useMutation({
    onSuccess: async () => {
      notifySuccess(T.removed);
      // Only the list: the dialog's related-data query must not refetch a patient that is gone.
      await utils.patients.list.invalidate();
    },
    onError: (error) => {
      const message = errorMessage(error);
      notifyError(T.removeError, message === CONNECTION_ERROR_MESSAGE ? T.removeErrorHint : message);
    },
  });
}
