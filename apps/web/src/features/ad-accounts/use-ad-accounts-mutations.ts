import { AD_ACCOUNT_TEXT as T, REPORT_DETAIL_TEXT } from '@clinic/domain';

import { errorMessage } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { AD_ACCOUNTS_SCREEN_TEXT as S } from './ad-accounts.text';

/** Ad account mutations with their toasts; each refreshes only the accounts list. */
export function useCreateAdAccount() {
  const utils = trpc.useUtils();
  return trpc.adAccounts.create.useMutation({
    onSuccess: async (account) => {
      notifySuccess(T.created, S.createdDetail(account.name));
      await utils.adAccounts.list.invalidate();
    },
    onError: (error) => notifyError(T.createError, errorMessage(error)),
  });
}

export function useUpdateAdAccount() {
  const utils = trpc.useUtils();
  return trpc.adAccounts.update.useMutation({
    onSuccess: async (account) => {
      notifySuccess(T.updated, S.updatedDetail(account.name));
      await utils.adAccounts.list.invalidate();
    },
    onError: (error) => notifyError(T.updateError, errorMessage(error)),
  });
}

export function useDeactivateAdAccount() {
  const utils = trpc.useUtils();
  return trpc.adAccounts.deactivate.useMutation({
    onSuccess: async (account) => {
      notifySuccess(T.deactivated, S.deactivatedDetail(account.name));
      await utils.adAccounts.list.invalidate();
    },
    onError: (error) => notifyError(T.deactivateError, errorMessage(error)),
  });
}

export function useRequestReport() {
  const utils = trpc.useUtils();
  return trpc.reportRequests.create.useMutation({
    onSuccess: async () => {
      notifySuccess(REPORT_DETAIL_TEXT.requestCreated, REPORT_DETAIL_TEXT.requestCreatedDetail);
      await utils.reportRequests.list.invalidate();
    },
    onError: (error) => notifyError(REPORT_DETAIL_TEXT.requestError, errorMessage(error)),
  });
}
