import { router } from '../../trpc';
import { deleteConsolidatedReportProcedure } from './delete-consolidated-report';
import { getConsolidatedAnalysisProcedure } from './get-consolidated-analysis';
import { getConsolidatedReportProcedure } from './get-consolidated-report';
import { listConsolidatedReportsProcedure } from './list-consolidated-reports';
import { saveConsolidatedReportProcedure } from './save-consolidated-report';
import { startConsolidatedAnalysisProcedure } from './start-consolidated-analysis';

/** The consolidated analyses of every active account, and the reports saved from them. */
export const consolidatedReportsRouter = router({
  startAnalysis: startConsolidatedAnalysisProcedure,
  getAnalysis: getConsolidatedAnalysisProcedure,
  list: listConsolidatedReportsProcedure,
  save: saveConsolidatedReportProcedure,
  get: getConsolidatedReportProcedure,
  delete: deleteConsolidatedReportProcedure,
});
