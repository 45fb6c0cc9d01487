import { AD_ACCOUNT_TEXT as T, REPORT_DETAIL_TEXT as R } from '@clinic/domain';

import { toasting } from '../../lib/toasting';
import { trpc } from '../../lib/trpc';
import { AD_ACCOUNTS_SCREEN_TEXT as S } from './ad-accounts.text';

/** Ad account mutations with their toasts; each refreshes only the accounts list. */
export function useCreateAdAccount() {
  const utils = trpc.useUtils();
  const success = (account: { name: string }) => [T.created, S.createdDetail(account.name)] as const;
  return trpc.adAccounts.create.useMutation(toasting({ success, error: T.createError }, () => utils.adAccounts.list.invalidate()));
}

export function useUpdateAdAccount() {
  const utils = trpc.useUtils();
  const success = (account: { name: string }) => [T.updated, S.updatedDetail(account.name)] as const;
  return trpc.adAccounts.update.useMutation(toasting({ success, error: T.updateError }, () => utils.adAccounts.list.invalidate()));
}

export function useDeactivateAdAccount() {
  const utils = trpc.useUtils();
  const success = (account: { name: string }) => [T.deactivated, S.deactivatedDetail(account.name)] as const;
  return trpc.adAccounts.deactivate.useMutation(toasting({ success, error: T.deactivateError }, () => utils.adAccounts.list.invalidate()));
}

export function useRequestReport() {
  const utils = trpc.useUtils();
  const toasts = { success: () => [R.requestCreated, R.requestCreatedDetail] as const, error: R.requestError };
  return trpc.reportRequests.create.useMutation(toasting(toasts, () => utils.reportRequests.list.invalidate()));
}
