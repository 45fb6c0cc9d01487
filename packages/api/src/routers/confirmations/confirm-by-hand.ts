import { actorOf } from '../../context';
import { ZIdInput } from '../../procedures';
import { confirmByHand } from '../../services/confirmations/confirmations.service';
import { permittedProcedure } from '../../trpc';
import { ZConfirmByHandResponse, confirmationsMeta } from './confirmations.types';

export const confirmByHandProcedure = permittedProcedure('attendance:work')
  .meta(confirmationsMeta.confirm)
  .input(ZIdInput)
  .output(ZConfirmByHandResponse)
  .mutation(({ ctx, input }) => confirmByHand(ctx.db, actorOf(ctx), input.id));
