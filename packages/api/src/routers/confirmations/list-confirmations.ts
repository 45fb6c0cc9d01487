import { listConfirmations } from '../../services/confirmations/confirmations.service';
import { permittedProcedure } from '../../trpc';
import { ZListConfirmationsRequest, ZListConfirmationsResponse, confirmationsMeta } from './confirmations.types';

export const listConfirmationsProcedure = permittedProcedure('attendance:work')
  .meta(confirmationsMeta.list)
  .input(ZListConfirmationsRequest)
  .output(ZListConfirmationsResponse)
  .query(({ ctx, input }) => listConfirmations(ctx.db, input.date, ctx.now()));
