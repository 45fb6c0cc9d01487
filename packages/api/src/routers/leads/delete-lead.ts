import { actorOf } from '../../context';
import { deleteLeadById } from '../../services/leads/leads.service';
import { permittedProcedure } from '../../trpc';
import { ZDeleteLeadResponse, ZLeadIdInput, leadsMeta } from './leads.types';

export const deleteLeadProcedure = permittedProcedure('leads:delete')
  .meta(leadsMeta.delete)
  .input(ZLeadIdInput)
  .output(ZDeleteLeadResponse)
  .mutation(async ({ ctx, input }) => {
    await deleteLeadById(ctx.db, actorOf(ctx), input.id);
    return { success: true as const };
  });
