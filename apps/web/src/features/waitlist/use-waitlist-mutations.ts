import { toasting } from '../../lib/toasting';
import { trpc } from '../../lib/trpc';
import { WAITLIST_SCREEN_TEXT as T } from './waitlist.text';

/** Refreshes the waitlist's own queries (the list and the agenda's freed cells). */
function useRefreshWaitlist() {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.waitlist.list.invalidate(), utils.waitlist.freedSlots.invalidate()]);
}

export function useCreateWaitlistEntry() {
  const refresh = useRefreshWaitlist();
  return trpc.waitlist.create.useMutation(toasting({ success: T.created, error: T.saveError }, refresh));
}

export function useUpdateWaitlistEntry() {
  const refresh = useRefreshWaitlist();
  return trpc.waitlist.update.useMutation(toasting({ success: T.updated, error: T.saveError }, refresh));
}

export function useRemoveWaitlistEntry() {
  const refresh = useRefreshWaitlist();
  return trpc.waitlist.delete.useMutation(toasting({ success: T.removed, error: T.removeError }, refresh));
}

export function useOfferSlot() {
  const refresh = useRefreshWaitlist();
  return trpc.waitlist.offer.useMutation(toasting({ success: T.offered, error: T.saveError }, refresh));
}

/** Recording the answer by hand: an acceptance books, so the agenda is read again too. */
export function useAnswerOffer() {
  const utils = trpc.useUtils();
  const refresh = useRefreshWaitlist();
  const afterAnswer = () => Promise.all([refresh(), utils.appointments.list.invalidate()]);
  const accept = trpc.waitlist.acceptOffer.useMutation(
    toasting(
      { success: (answer) => (answer.outcome === 'agendado' ? [T.offerAccepted] : [T.slotFilledTitle, answer.message]), error: T.saveError },
      afterAnswer,
    ),
  );
  const decline = trpc.waitlist.declineOffer.useMutation(toasting({ success: T.offerDeclined, error: T.saveError }, afterAnswer));
  // A refused acceptance (slot filled, offer expired) changes the offer too: read it again.
  return { accept, decline, refreshAfterRefusal: afterAnswer };
}
