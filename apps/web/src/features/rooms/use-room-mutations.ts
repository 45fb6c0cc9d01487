import { errorMessage } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { ROOMS_SCREEN_TEXT as T } from './rooms.text';

/**
 * Room mutations with the spec's toasts. Each refreshes only the rooms list, and resolves after
 * it is refreshed, so dialogs close onto the updated list.
 */
export function useCreateRoom() {
  const utils = trpc.useUtils();
  return trpc.rooms.create.useMutation({
    onSuccess: async () => {
      notifySuccess(T.created);
      await utils.rooms.list.invalidate();
    },
    onError: (error) => notifyError(T.createError, errorMessage(error)),
  });
}

export function useUpdateRoom() {
  const utils = trpc.useUtils();
  return trpc.rooms.update.useMutation({
    onSuccess: async () => {
      notifySuccess(T.updated);
      await utils.rooms.list.invalidate();
    },
    onError: (error) => notifyError(T.updateError, errorMessage(error)),
  });
}

export function useDeleteRoom() {
  const utils = trpc.useUtils();
  return trpc.rooms.delete.useMutation({
    onSuccess: async () => {
      notifySuccess(T.removed);
      await utils.rooms.list.invalidate();
    },
    onError: (error) => notifyError(T.removeError, errorMessage(error)),
  });
}
