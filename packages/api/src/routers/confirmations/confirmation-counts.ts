import { countConfirmations } from '../../services/confirmations/confirmations.service';
import { permittedProcedure } from '../../trpc';
import { ZConfirmationCountsRequest, ZConfirmationCountsResponse, confirmationsMeta } from './confirmations.types';

export const confirmationCountsProcedure = permittedProcedure('clinic:see')
  .meta(confirmationsMeta.counts)
  .input(ZConfirmationCountsRequest)
  .output(ZConfirmationCountsResponse)
  .query(({ ctx }) => countConfirmations(ctx.db, ctx.now()));
