import { actorOf } from '../../context';
import { queueLeadAdsBackfill } from '../../services/lead-ads/lead-intake.service';
import { permittedProcedure } from '../../trpc';
import { ZLeadAdsBackfillRequest, ZLeadAdsBackfillResponse, leadAdsMeta } from './lead-ads.types';

export const backfillLeadAdsProcedure = permittedProcedure('whatsapp:settings')
  .meta(leadAdsMeta.backfill)
  .input(ZLeadAdsBackfillRequest)
  .output(ZLeadAdsBackfillResponse)
  .mutation(({ ctx, input }) => queueLeadAdsBackfill(ctx.db, actorOf(ctx), input));
