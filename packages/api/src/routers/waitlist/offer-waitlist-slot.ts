import { actorOf } from '../../context';
import { offerWaitlistSlot } from '../../services/waitlist/waitlist-offers.service';
import { permittedProcedure } from '../../trpc';
import { ZOfferWaitlistSlotRequest, ZWaitlistOfferResponse, waitlistMeta } from './waitlist.types';

export const offerWaitlistSlotProcedure = permittedProcedure('attendance:work')
  .meta(waitlistMeta.offer)
  .input(ZOfferWaitlistSlotRequest)
  .output(ZWaitlistOfferResponse)
  .mutation(({ ctx, input: { id, ...slot } }) => offerWaitlistSlot(ctx.db, actorOf(ctx), id, slot, ctx.now()));
