import { ZIdInput } from '../../procedures';
import { getCampaignAnalysis } from '../../services/campaign-analysis/campaign-analysis.service';
import { permittedProcedure } from '../../trpc';
import { ZReportAnalysisResponse, campaignAnalysisMeta } from './campaign-analysis.types';

export const getCampaignAnalysisProcedure = permittedProcedure('reports:work')
  .meta(campaignAnalysisMeta.get)
  .input(ZIdInput)
  .output(ZReportAnalysisResponse)
  .query(({ ctx, input }) => getCampaignAnalysis(ctx.db, input.id));
