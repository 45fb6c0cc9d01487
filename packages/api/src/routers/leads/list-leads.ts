
import { listLeads } from '../../services/leads/leads.service';
import { permittedProcedure } from '../../trpc';
import { ZListLeadsRequest, ZListLeadsResponse, leadsMeta } from './leads.types';

export const listLeadsProcedure = permittedProcedure('leads:work')
  .meta(leadsMeta.list)
  .input(ZListLeadsRequest)
  .output(ZListLeadsResponse)
  .query(({ ctx, input }) => listLeads(ctx.db, input));
