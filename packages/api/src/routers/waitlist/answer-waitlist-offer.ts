import { actorOf } from '../../context';
import { ZIdInput } from '../../procedures';
import { acceptWaitlistOffer, declineWaitlistOffer, refusalOf } from '../../services/waitlist/waitlist-offers.service';
import { permittedProcedure } from '../../trpc';
import { ZWaitlistAnswerResponse, waitlistMeta } from './waitlist.types';

/** Reception records the patient's answer by hand (the manual mode; WhatsApp replies call the same services). */
export const acceptWaitlistOfferProcedure = permittedProcedure('attendance:work')
  .meta(waitlistMeta.accept)
  .input(ZIdInput)
  .output(ZWaitlistAnswerResponse)
  .mutation(async ({ ctx, input }) => {
    const result = await acceptWaitlistOffer(ctx.db, actorOf(ctx), input.id, ctx.now());
    const refusal = refusalOf(result, 'agendado');
    if (refusal) throw refusal;
    return result;
  });

export const declineWaitlistOfferProcedure = permittedProcedure('attendance:work')
  .meta(waitlistMeta.decline)
  .input(ZIdInput)
  .output(ZWaitlistAnswerResponse)
  .mutation(async ({ ctx, input }) => {
    const result = await declineWaitlistOffer(ctx.db, actorOf(ctx), input.id, ctx.now());
    const refusal = refusalOf(result, 'recusado');
    if (refusal) throw refusal;
    return result;
  });
