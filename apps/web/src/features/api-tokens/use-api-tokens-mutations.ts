import { errorMessage } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { API_TOKENS_TEXT as T } from './api-tokens.text';

/** Token mutations with their toasts; each refreshes only the tokens list. */
export function useCreateApiToken() {
  const utils = trpc.useUtils();
  return trpc.apiTokens.create.useMutation({
    onSuccess: async () => {
      notifySuccess(T.created);
      await utils.apiTokens.list.invalidate();
    },
    onError: (error) => notifyError(T.createError, errorMessage(error)),
  });
}

export function useRevokeApiToken() {
  const utils = trpc.useUtils();
  return trpc.apiTokens.revoke.useMutation({
    onSuccess: async () => {
      notifySuccess(T.revokedToast);
      await utils.apiTokens.list.invalidate();
    },
    onError: (error) => notifyError(T.revokeError, errorMessage(error)),
  });
}
