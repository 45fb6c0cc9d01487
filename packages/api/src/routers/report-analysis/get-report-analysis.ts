import { canWorkReports } from '@clinic/domain';

import { getCampaignAnalysis } from '../../services/report-analysis/report-analysis.service';
import { roleProcedure } from '../../trpc';
import { ZReportAnalysisInput, ZReportAnalysisResponse, reportAnalysisMeta } from './report-analysis.types';

export const getReportAnalysisProcedure = roleProcedure(canWorkReports)
  .meta(reportAnalysisMeta.get)
  .input(ZReportAnalysisInput)
  .output(ZReportAnalysisResponse)
  .query(({ ctx, input }) => getCampaignAnalysis(ctx.db, input.id));
