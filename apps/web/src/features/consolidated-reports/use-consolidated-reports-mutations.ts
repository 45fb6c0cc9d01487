import { CONSOLIDATED_TEXT as T } from '@clinic/domain';

import { errorMessage } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

/** Starts an analysis of every active account; `onStarted` puts its id in the URL. */
export function useStartConsolidatedAnalysis(onStarted: (id: string) => void) {
  return trpc.consolidatedReports.startAnalysis.useMutation({
    onSuccess: ({ id }) => {
      notifySuccess(T.started, T.startedDetail);
      onStarted(id);
    },
    onError: (error) => notifyError(T.generateError, errorMessage(error)),
  });
}

/** Saves the analysis as a report; `onSaved` closes the dialog. Only the saved-report list is refreshed. */
export function useSaveConsolidatedReport(onSaved: () => void) {
  const utils = trpc.useUtils();
  return trpc.consolidatedReports.save.useMutation({
    onSuccess: async () => {
      notifySuccess(T.saved, T.savedDetail);
      onSaved();
      await utils.consolidatedReports.list.invalidate();
    },
    onError: () => notifyError(T.saveError, T.saveErrorDetail),
  });
}

/** Deletes a saved report; `onDeleted` leaves its page first, so it never flashes 'não encontrado'. */
export function useDeleteConsolidatedReport(onDeleted?: () => void) {
  const utils = trpc.useUtils();
  return trpc.consolidatedReports.delete.useMutation({
    onSuccess: async () => {
      notifySuccess(T.deleted);
      onDeleted?.();
      await utils.consolidatedReports.list.invalidate();
    },
    onError: (error) => notifyError(T.deleteError, errorMessage(error)),
  });
}
