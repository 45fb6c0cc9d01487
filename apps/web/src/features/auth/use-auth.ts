import type { User } from '@clinic/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

import { errorMessage, isUnauthorized } from '../../lib/api-errors';
import { clearToasts, notifyError } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { AUTH_SCREEN_TEXT } from './auth.text';

/**
 * The signed-in user (`null` when signed out: a 401 is not an error here), plus the sign-in
 * and sign-out mutations. Failures raise the spec's toasts with the server's message.
 */
export function useAuth() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const me = trpc.auth.me.useQuery(undefined, { staleTime: Infinity });

  const signedOut = me.isError && isUnauthorized(me.error);
  const user: User | null = me.isError ? null : (me.data ?? null);

  const loginMutation = trpc.auth.login.useMutation({
    onSuccess: (signedIn) => {
      clearToasts();
      queryClient.removeQueries();
      utils.auth.me.setData(undefined, signedIn);
      void navigate('/', { replace: true });
    },
    onError: (error) => notifyError(AUTH_SCREEN_TEXT.loginFailed, errorMessage(error)),
  });

  const leave = () => {
    void navigate('/auth', { replace: true });
    queryClient.clear();
  };
  const logoutMutation = trpc.auth.logout.useMutation({
    onSuccess: leave,
    onError: (error) => {
      notifyError(AUTH_SCREEN_TEXT.logoutFailed, errorMessage(error));
      // The session is already gone: nothing left to sign out of.
      if (isUnauthorized(error)) leave();
    },
  });

  return {
    user,
    isLoading: me.isPending,
    /** A failure other than "signed out" (server unreachable, 500…). */
    error: me.isError && !signedOut ? me.error : null,
    refetch: me.refetch,
    loginMutation,
    logoutMutation,
  };
}
