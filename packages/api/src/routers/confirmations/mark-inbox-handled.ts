import { actorOf } from '../../context';
import { markInboxHandled } from '../../services/confirmations/confirmations.service';
import { permittedProcedure } from '../../trpc';
import { ZMarkHandledRequest, ZMarkHandledResponse, confirmationsMeta } from './confirmations.types';

export const markInboxHandledProcedure = permittedProcedure('attendance:work')
  .meta(confirmationsMeta.markHandled)
  .input(ZMarkHandledRequest)
  .output(ZMarkHandledResponse)
  .mutation(({ ctx, input }) => markInboxHandled(ctx.db, actorOf(ctx), input.id));
