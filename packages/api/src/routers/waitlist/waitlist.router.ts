import { router } from '../../trpc';
import { acceptWaitlistOfferProcedure, declineWaitlistOfferProcedure } from './answer-waitlist-offer';
import { createWaitlistEntryProcedure } from './create-waitlist-entry';
import { deleteWaitlistEntryProcedure } from './delete-waitlist-entry';
import { listFreedSlotsProcedure } from './list-freed-slots';
import { listWaitlistProcedure } from './list-waitlist';
import { offerWaitlistSlotProcedure } from './offer-waitlist-slot';
import { updateWaitlistEntryProcedure } from './update-waitlist-entry';

export const waitlistRouter = router({
  list: listWaitlistProcedure,
  freedSlots: listFreedSlotsProcedure,
  create: createWaitlistEntryProcedure,
  update: updateWaitlistEntryProcedure,
  delete: deleteWaitlistEntryProcedure,
  offer: offerWaitlistSlotProcedure,
  acceptOffer: acceptWaitlistOfferProcedure,
  declineOffer: declineWaitlistOfferProcedure,
});
