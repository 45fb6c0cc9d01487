import { canWorkLeads } from '@clinic/domain';

import { getLeadSummary } from '../../services/leads/leads.service';
import { roleProcedure } from '../../trpc';
import { ZLeadSummaryRequest, ZLeadSummaryResponse, leadsMeta } from './leads.types';

export const getLeadSummaryProcedure = roleProcedure(canWorkLeads)
  .meta(leadsMeta.summary)
  .input(ZLeadSummaryRequest)
  .output(ZLeadSummaryResponse)
  .query(({ ctx, input }) => getLeadSummary(ctx.db, input));
