import { canWorkLeads } from '@clinic/domain';

import { listLeads } from '../../services/leads/leads.service';
import { roleProcedure } from '../../trpc';
import { ZListLeadsRequest, ZListLeadsResponse, leadsMeta } from './leads.types';

export const listLeadsProcedure = roleProcedure(canWorkLeads)
  .meta(leadsMeta.list)
  .input(ZListLeadsRequest)
  .output(ZListLeadsResponse)
  .query(({ ctx, input }) => listLeads(ctx.db, input));
