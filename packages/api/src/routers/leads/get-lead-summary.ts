
import { getLeadSummary } from '../../services/leads/leads.service';
import { permittedProcedure } from '../../trpc';
import { ZLeadSummaryRequest, ZLeadSummaryResponse, leadsMeta } from './leads.types';

export const getLeadSummaryProcedure = permittedProcedure('leads:work')
  .meta(leadsMeta.summary)
  .input(ZLeadSummaryRequest)
  .output(ZLeadSummaryResponse)
  .query(({ ctx, input }) => getLeadSummary(ctx.db, input));
