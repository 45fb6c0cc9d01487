import { actorOf } from '../../context';
import { confirmByHand } from '../../services/confirmations/confirmations.service';
import { permittedProcedure } from '../../trpc';
import { ZConfirmByHandRequest, ZConfirmByHandResponse, confirmationsMeta } from './confirmations.types';

export const confirmByHandProcedure = permittedProcedure('attendance:work')
  .meta(confirmationsMeta.confirm)
  .input(ZConfirmByHandRequest)
  .output(ZConfirmByHandResponse)
  .mutation(({ ctx, input }) => confirmByHand(ctx.db, actorOf(ctx), input.id));
