import { toasting } from '../../lib/toasting';
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
  return trpc.users.create.useMutation(toasting({ success: T.created, error: T.createError }, () => refresh()));
}

export function useUpdateUser() {
  const refresh = useRefreshUsers();
  return trpc.users.update.useMutation(toasting({ success: T.updated, error: T.updateError }, (user) => refresh(user.id)));
}

/** Lifts a temporary sign-in lock (too many wrong passwords) before it ends by itself. */
export function useLiftSignInLock() {
  const refresh = useRefreshUsers();
  return trpc.users.liftSignInLock.useMutation(toasting({ success: T.lockLifted, error: T.liftLockError }, (user) => refresh(user.id)));
}

/** Blocks or unblocks: `users.update({ id, isActive })` alone. */
export function useSetUserActive() {
  const refresh = useRefreshUsers();
  const utils = trpc.useUtils();
  return trpc.users.update.useMutation(
    toasting({ success: (user) => [user.isActive ? T.unblocked : T.blocked], error: T.statusError }, (user) => {
      // A block revoked the user's API tokens (the Integrações list shows it).
      if (!user.isActive) void utils.apiTokens.list.invalidate();
      return refresh(user.id);
    }),
  );
}
