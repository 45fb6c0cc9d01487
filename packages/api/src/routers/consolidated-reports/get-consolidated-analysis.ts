
import { getConsolidatedAnalysis } from '../../services/consolidated-reports/consolidated-analysis.service';
import { permittedProcedure } from '../../trpc';
import {
  ZConsolidatedAnalysisIdInput,
  ZConsolidatedAnalysisResponse,
  consolidatedAnalysisMeta,
} from './consolidated-analysis.types';

export const getConsolidatedAnalysisProcedure = permittedProcedure('reports:work')
  .meta(consolidatedAnalysisMeta.get)
  .input(ZConsolidatedAnalysisIdInput)
  .output(ZConsolidatedAnalysisResponse)
  .query(({ ctx, input }) => getConsolidatedAnalysis(ctx.db, input.id));
