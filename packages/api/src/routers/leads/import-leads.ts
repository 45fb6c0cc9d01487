
import { actorOf } from '../../context';
import { inImportTurn } from '../../services/leads/import-turns';
import { importLeads } from '../../services/leads/leads-import.service';
import { permittedProcedure } from '../../trpc';
import { ZImportLeadsRequest, ZImportLeadsResponse, leadsMeta } from './leads.types';

export const importLeadsProcedure = permittedProcedure('leads:work')
  .meta(leadsMeta.import)
  .input(ZImportLeadsRequest)
  .output(ZImportLeadsResponse)
  .mutation(({ ctx, input }) => {
    const actor = actorOf(ctx);
    return inImportTurn(ctx.db, actor.userId, () => importLeads(ctx.db, actor, input, ctx.idempotencyKey));
  });
