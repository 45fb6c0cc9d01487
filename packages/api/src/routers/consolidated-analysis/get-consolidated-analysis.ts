import { canWorkReports } from '@clinic/domain';

import { getConsolidatedAnalysis } from '../../services/consolidated-analysis/consolidated-analysis.service';
import { roleProcedure } from '../../trpc';
import {
  ZConsolidatedAnalysisIdInput,
  ZConsolidatedAnalysisResponse,
  consolidatedAnalysisMeta,
} from './consolidated-analysis.types';

export const getConsolidatedAnalysisProcedure = roleProcedure(canWorkReports)
  .meta(consolidatedAnalysisMeta.get)
  .input(ZConsolidatedAnalysisIdInput)
  .output(ZConsolidatedAnalysisResponse)
  .query(({ ctx, input }) => getConsolidatedAnalysis(ctx.db, input.id));
