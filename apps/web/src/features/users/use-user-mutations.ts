import { errorMessage } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { USERS_SCREEN_TEXT as T } from './users.text';

/**
 * Refreshes what a change to a user shows: the list, the staff pickers, and the top bar when
 * the change was to the signed-in user. Resolves once the list is refreshed.
 */
function useRefreshUsers() {
  const utils = trpc.useUtils();
  return async (changedId?: number) => {
    const refreshes = [utils.users.list.invalidate(), utils.users.options.invalidate()];
    if (changedId !== undefined && changedId === utils.auth.session.getData()?.user?.id) refreshes.push(utils.auth.session.invalidate());
    await Promise.all(refreshes);
  };
}

/** User mutations with the spec's toasts. */
export function useCreateUser() {
  const refresh = useRefreshUsers();
  return trpc.users.create.useMutation({
    onSuccess: async () => {
      notifySuccess(T.created);
      await refresh();
    },
    onError: (error) => notifyError(T.createError, errorMessage(error)),
  });
}

export function useUpdateUser() {
  const refresh = useRefreshUsers();
  return trpc.users.update.useMutation({
    onSuccess: async (user) => {
      notifySuccess(T.updated);
      await refresh(user.id);
    },
    onError: (error) => notifyError(T.updateError, errorMessage(error)),
  });
}

/** Lifts a temporary sign-in lock (too many wrong passwords) before it ends by itself. */
export function useLiftSignInLock() {
  const refresh = useRefreshUsers();
  return trpc.users.liftSignInLock.useMutation({
    onSuccess: async (user) => {
      notifySuccess(T.lockLifted);
      await refresh(user.id);
    },
    onError: (error) => notifyError(T.liftLockError, errorMessage(error)),
  });
}

/** Blocks or unblocks: `users.update({ id, isActive })` alone. */
export function useSetUserActive() {
  const refresh = useRefreshUsers();
  const utils = trpc.useUtils();
  return trpc.users.update.useMutation({
    onSuccess: async (user) => {
      notifySuccess(user.isActive ? T.unblocked : T.blocked);
      // A block revoked the user's API tokens (the Integrações list shows it).
      if (!user.isActive) void utils.apiTokens.list.invalidate();
      await refresh(user.id);
    },
    onError: (error) => notifyError(T.statusError, errorMessage(error)),
  });
}
