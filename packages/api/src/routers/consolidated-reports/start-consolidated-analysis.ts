
import { actorOf } from '../../context';
import { startConsolidatedAnalysis } from '../../services/consolidated-reports/consolidated-analysis.service';
import { permittedProcedure } from '../../trpc';
import {
  ZStartConsolidatedAnalysisRequest,
  ZStartConsolidatedAnalysisResponse,
  consolidatedAnalysisMeta,
} from './consolidated-analysis.types';

export const startConsolidatedAnalysisProcedure = permittedProcedure('reports:work')
  .meta(consolidatedAnalysisMeta.start)
  .input(ZStartConsolidatedAnalysisRequest)
  .output(ZStartConsolidatedAnalysisResponse)
  .mutation(({ ctx, input }) => startConsolidatedAnalysis(ctx.db, actorOf(ctx), input, ctx.now()));
