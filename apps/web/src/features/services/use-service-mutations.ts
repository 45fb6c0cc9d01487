import { errorMessage } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { SERVICES_SCREEN_TEXT as T } from './services.text';

/**
 * Service mutations with the spec's toasts. Each refreshes only the services lists (every
 * search), and resolves after that, so the form closes onto the updated table.
 */
export function useCreateService() {
  const utils = trpc.useUtils();
  return trpc.services.create.useMutation({
    onSuccess: async () => {
      notifySuccess(T.created, T.createdMessage);
      await utils.services.list.invalidate();
    },
    onError: (error) => notifyError(T.createError, errorMessage(error)),
  });
}

export function useUpdateService() {
  const utils = trpc.useUtils();
  return trpc.services.update.useMutation({
    onSuccess: async () => {
      notifySuccess(T.updated, T.updatedMessage);
      await utils.services.list.invalidate();
    },
    onError: (error) => notifyError(T.updateError, errorMessage(error)),
  });
}

export function useDeleteService() {
  const utils = trpc.useUtils();
  return trpc.services.delete.useMutation({
    onSuccess: async () => {
      notifySuccess(T.deleted, T.deletedMessage);
      await utils.services.list.invalidate();
    },
    onError: (error) => notifyError(T.deleteError, errorMessage(error)),
  });
}
