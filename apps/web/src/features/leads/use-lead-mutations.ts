import { orWhenUnreachable } from '../../lib/api-errors';
import { toasting } from '../../lib/toasting';
import { trpc } from '../../lib/trpc';
import { LEADS_SCREEN_TEXT as T } from './leads.text';

/** The server's own words, or 'Tente novamente' when no answer came (spec §8). */
const serverMessage = (error: unknown) => orWhenUnreachable(error, T.tryAgain);

/**
 * Lead mutations with the spec's toasts (§8). Each refreshes only the leads queries (a conversion
 * also the patients list), and resolves after that, so dialogs close onto the updated list.
 */
export function useCreateLead() {
  const utils = trpc.useUtils();
  return trpc.leads.create.useMutation(toasting({ success: T.created, error: T.createError, message: serverMessage }, () => utils.leads.invalidate()));
}

export function useUpdateLead() {
  const utils = trpc.useUtils();
  return trpc.leads.update.useMutation(toasting({ success: T.updated, error: T.updateError, message: serverMessage }, () => utils.leads.invalidate()));
}

export function useDeleteLead() {
  const utils = trpc.useUtils();
  return trpc.leads.delete.useMutation(toasting({ success: T.deleted, error: T.deleteError, message: serverMessage }, () => utils.leads.invalidate()));
}

export function useConvertLead() {
  const utils = trpc.useUtils();
  return trpc.leads.convert.useMutation(
    toasting(
      { success: ({ firstName, lastName }) => [T.converted, T.convertedDetail(firstName, lastName)], error: T.convertError, message: serverMessage },
      () => Promise.all([utils.leads.invalidate(), utils.patients.list.invalidate()]),
    ),
  );
}

export function useUnconvertLead() {
  const utils = trpc.useUtils();
  return trpc.leads.unconvert.useMutation(
    toasting({ success: (lead) => [T.unconverted, T.unconvertedDetail(lead.name)], error: T.unconvertError, message: serverMessage }, () =>
      utils.leads.invalidate(),
    ),
  );
}
