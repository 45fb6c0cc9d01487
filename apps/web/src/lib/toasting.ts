import { errorMessage } from './api-errors';
import { notifyError, notifySuccess } from './notify';

interface Toasts<Data> {
  /** The success toast: its title, or its title and message from what the server answered. */
  success: string | ((data: Data) => readonly [title: string, message?: string]);
  /** The failure toast's title; its message is the server's own words… */
  error: string;
  /** …unless this rewrites them (a connection failure as 'Tente novamente'). */
  message?: (error: unknown) => string;
}

/**
 * The options of a mutation with the spec's toasts (§8): on success the toast, then `refresh`
 * (awaited, so a form or dialog closes onto the updated list); on failure the error toast.
 */
export function toasting<Data>(toasts: Toasts<Data>, refresh: (data: Data) => Promise<unknown>) {
  return {
    onSuccess: async (data: Data) => {
      const [title, message] = typeof toasts.success === 'string' ? [toasts.success] : toasts.success(data);
      notifySuccess(title, message);
      await refresh(data);
    },
    onError: (error: unknown) => notifyError(toasts.error, (toasts.message ?? errorMessage)(error)),
  };
}
