import { toasting } from '../../lib/toasting';
import { trpc } from '../../lib/trpc';
import { ROOMS_SCREEN_TEXT as T } from './rooms.text';

/**
 * Room mutations with the spec's toasts. Each refreshes only the rooms list, and resolves after
 * it is refreshed, so dialogs close onto the updated list.
 */
export function useCreateRoom() {
  const utils = trpc.useUtils();
  return trpc.rooms.create.useMutation(toasting({ success: T.created, error: T.createError }, () => utils.rooms.list.invalidate()));
}

export function useUpdateRoom() {
  const utils = trpc.useUtils();
  return trpc.rooms.update.useMutation(toasting({ success: T.updated, error: T.updateError }, () => utils.rooms.list.invalidate()));
}

export function useDeleteRoom() {
  const utils = trpc.useUtils();
  return trpc.rooms.delete.useMutation(toasting({ success: T.removed, error: T.removeError }, () => utils.rooms.list.invalidate()));
}
