
import { actorOf } from '../../context';
import { importLeads } from '../../services/leads/leads-import.service';
import { permittedProcedure } from '../../trpc';
import { ZImportLeadsRequest, ZImportLeadsResponse, leadsMeta } from './leads.types';

export const importLeadsProcedure = permittedProcedure('leads:work')
  .meta(leadsMeta.import)
  .input(ZImportLeadsRequest)
  .output(ZImportLeadsResponse)
  .mutation(({ ctx, input }) => importLeads(ctx.db, actorOf(ctx), input));
