import type { User } from '@clinic/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

import { errorMessage, isUnauthorized } from './api-errors';
import { clearToasts, notifyError } from './notify';
import { trpc } from './trpc';

/** The toasts of a failed sign-in, registration or sign-out (spec §8). */
export const SESSION_TOAST_TEXT = {
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  logoutFailed: 'Logout failed',
} as const;

/**
 * The signed-in user (`null` when signed out: the session query answers that without an error
 * status), plus the sign-in and sign-out mutations. Failures raise the spec's toasts with the
 * server's message.
 */
export function useAuth() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const session = trpc.auth.session.useQuery(undefined, { staleTime: Infinity });
  const user: User | null = session.isError ? null : (session.data?.user ?? null);

  // Login or registration success stores the user (spec §4).
  const enter = (signedIn: User) => {
    clearToasts();
    queryClient.removeQueries();
    utils.auth.session.setData(undefined, { user: signedIn, setupNeeded: false });
    void navigate('/', { replace: true });
  };
  const loginMutation = trpc.auth.login.useMutation({
    onSuccess: enter,
    onError: (error) => notifyError(SESSION_TOAST_TEXT.loginFailed, errorMessage(error)),
  });
  /** Only the clinic's first account, from the sign-in page (`setupNeeded`): it is signed in at once. */
  const registerMutation = trpc.auth.register.useMutation({
    onSuccess: enter,
    onError: (error) => {
      notifyError(SESSION_TOAST_TEXT.registrationFailed, errorMessage(error));
      // Someone else may have set the clinic up meanwhile: the page then offers signing in.
      void utils.auth.session.invalidate();
    },
  });

  const leave = () => {
    void navigate('/auth', { replace: true });
    queryClient.clear();
  };
  const logoutMutation = trpc.auth.logout.useMutation({
    onSuccess: leave,
    onError: (error) => {
      notifyError(SESSION_TOAST_TEXT.logoutFailed, errorMessage(error));
      // The session is already gone: nothing left to sign out of.
      if (isUnauthorized(error)) leave();
    },
  });

  return {
    user,
    /** Signed out, and the clinic has no account yet: the sign-in page offers creating the first admin. */
    setupNeeded: !user && session.data?.setupNeeded === true,
    isLoading: session.isPending,
    /** The session could not be read (server unreachable, 500…). */
    error: session.isError ? session.error : null,
    refetch: session.refetch,
    loginMutation,
    registerMutation,
    logoutMutation,
  };
}
