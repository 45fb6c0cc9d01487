import { router } from '../../trpc';
import { getReportAnalysisProcedure } from './get-report-analysis';

export const reportAnalysisRouter = router({
  get: getReportAnalysisProcedure,
});
