import { toasting } from '../../lib/toasting';
import { trpc } from '../../lib/trpc';
import { CONFIRMATIONS_SCREEN_TEXT as T } from './confirmations.text';

/** Both change the day's list, its inbox and the counts: every confirmations query is read again. */
export function useConfirmAppointment() {
  const utils = trpc.useUtils();
  return trpc.confirmations.confirm.useMutation(toasting({ success: T.confirmed, error: T.confirmError }, () => utils.confirmations.invalidate()));
}

export function useMarkInboxHandled() {
  const utils = trpc.useUtils();
  return trpc.confirmations.markHandled.useMutation(toasting({ success: T.handled, error: T.handledError }, () => utils.confirmations.invalidate()));
}
