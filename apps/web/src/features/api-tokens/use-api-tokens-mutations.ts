import { toasting } from '../../lib/toasting';
import { trpc } from '../../lib/trpc';
import { API_TOKENS_TEXT as T } from './api-tokens.text';

/** Token mutations with their toasts; each refreshes only the tokens list. */
export function useCreateApiToken() {
  const utils = trpc.useUtils();
  return trpc.apiTokens.create.useMutation(toasting({ success: T.created, error: T.createError }, () => utils.apiTokens.list.invalidate()));
}

export function useRevokeApiToken() {
  const utils = trpc.useUtils();
  return trpc.apiTokens.revoke.useMutation(toasting({ success: T.revokedToast, error: T.revokeError }, () => utils.apiTokens.list.invalidate()));
}
