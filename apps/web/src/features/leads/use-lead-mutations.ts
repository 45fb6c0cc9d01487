import { CONNECTION_ERROR_MESSAGE, errorMessage } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { LEADS_SCREEN_TEXT as T } from './leads.text';

/** The server's own words, or 'Tente novamente' when no answer came (spec §8). */
function serverMessage(error: unknown): string {
  const message = errorMessage(error);
  return message === CONNECTION_ERROR_MESSAGE ? T.tryAgain : message;
}

/**
 * Lead mutations with the spec's toasts (§8). Each refreshes only the leads queries (a conversion
 * also the patients list), and resolves after that, so dialogs close onto the updated list.
 */
export function useCreateLead() {
  const utils = trpc.useUtils();
  return trpc.leads.create.useMutation({
    onSuccess: async () => {
      notifySuccess(T.created);
      await utils.leads.invalidate();
    },
    onError: (error) => notifyError(T.createError, serverMessage(error)),
  });
}

export function useUpdateLead() {
  const utils = trpc.useUtils();
  return trpc.leads.update.useMutation({
    onSuccess: async () => {
      notifySuccess(T.updated);
      await utils.leads.invalidate();
    },
    onError: (error) => notifyError(T.updateError, serverMessage(error)),
  });
}

export function useDeleteLead() {
  const utils = trpc.useUtils();
  return trpc.leads.delete.useMutation({
    onSuccess: async () => {
      notifySuccess(T.deleted);
      await utils.leads.invalidate();
    },
    onError: (error) => notifyError(T.deleteError, serverMessage(error)),
  });
}

export function useConvertLead() {
  const utils = trpc.useUtils();
  return trpc.leads.convert.useMutation({
    onSuccess: async ({ firstName, lastName }) => {
      notifySuccess(T.converted, T.convertedDetail(firstName, lastName));
      await Promise.all([utils.leads.invalidate(), utils.patients.list.invalidate()]);
    },
    onError: (error) => notifyError(T.convertError, serverMessage(error)),
  });
}

export function useUnconvertLead() {
  const utils = trpc.useUtils();
  return trpc.leads.unconvert.useMutation({
    onSuccess: async (lead) => {
      notifySuccess(T.unconverted, T.unconvertedDetail(lead.name));
      await utils.leads.invalidate();
    },
    onError: (error) => notifyError(T.unconvertError, serverMessage(error)),
  });
}
