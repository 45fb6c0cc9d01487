import { toasting } from '../../lib/toasting';
import { trpc } from '../../lib/trpc';
import { SERVICES_SCREEN_TEXT as T } from './services.text';

/**
 * Service mutations with the spec's toasts. Each refreshes only the services lists (every
 * search), and resolves after that, so the form closes onto the updated table.
 */
export function useCreateService() {
  const utils = trpc.useUtils();
  return trpc.services.create.useMutation(
    toasting({ success: () => [T.created, T.createdMessage], error: T.createError }, () => utils.services.list.invalidate()),
  );
}

export function useUpdateService() {
  const utils = trpc.useUtils();
  return trpc.services.update.useMutation(
    toasting({ success: () => [T.updated, T.updatedMessage], error: T.updateError }, () => utils.services.list.invalidate()),
  );
}

export function useDeleteService() {
  const utils = trpc.useUtils();
  return trpc.services.delete.useMutation(
    toasting({ success: () => [T.deleted, T.deletedMessage], error: T.deleteError }, () => utils.services.list.invalidate()),
  );
}
