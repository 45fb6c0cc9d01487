import { actorOf } from '../../context';
import { ZIdInput } from '../../procedures';
import { retryIntakeFailure } from '../../services/lead-ads/lead-intake.service';
import { permittedProcedure } from '../../trpc';
import { ZRetryIntakeFailureResponse, leadAdsMeta } from './lead-ads.types';

export const retryIntakeFailureProcedure = permittedProcedure('leads:work')
  .meta(leadAdsMeta.retryFailure)
  .input(ZIdInput)
  .output(ZRetryIntakeFailureResponse)
  .mutation(({ ctx, input }) => retryIntakeFailure(ctx.db, actorOf(ctx), input.id));
