import { router } from '../../trpc';
import { getConsolidatedAnalysisProcedure } from './get-consolidated-analysis';
import { startConsolidatedAnalysisProcedure } from './start-consolidated-analysis';

export const consolidatedAnalysisRouter = router({
  start: startConsolidatedAnalysisProcedure,
  get: getConsolidatedAnalysisProcedure,
});
