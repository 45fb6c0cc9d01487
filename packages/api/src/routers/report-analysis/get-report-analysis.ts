
import { getCampaignAnalysis } from '../../services/report-analysis/report-analysis.service';
import { permittedProcedure } from '../../trpc';
import { ZReportAnalysisInput, ZReportAnalysisResponse, reportAnalysisMeta } from './report-analysis.types';

export const getReportAnalysisProcedure = permittedProcedure('reports:work')
  .meta(reportAnalysisMeta.get)
  .input(ZReportAnalysisInput)
  .output(ZReportAnalysisResponse)
  .query(({ ctx, input }) => getCampaignAnalysis(ctx.db, input.id));
