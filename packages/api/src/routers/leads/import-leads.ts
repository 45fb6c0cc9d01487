import { canWorkLeads } from '@clinic/domain';

import { actorOf } from '../../context';
import { importLeads } from '../../services/leads/leads-import.service';
import { roleProcedure } from '../../trpc';
import { ZImportLeadsRequest, ZImportLeadsResponse, leadsMeta } from './leads.types';

export const importLeadsProcedure = roleProcedure(canWorkLeads)
  .meta(leadsMeta.import)
  .input(ZImportLeadsRequest)
  .output(ZImportLeadsResponse)
  .mutation(({ ctx, input }) => importLeads(ctx.db, actorOf(ctx), input));
