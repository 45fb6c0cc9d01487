import { router } from '../../trpc';
import { deleteConsolidatedReportProcedure } from './delete-consolidated-report';
import { getConsolidatedReportProcedure } from './get-consolidated-report';
import { listConsolidatedReportsProcedure } from './list-consolidated-reports';
import { saveConsolidatedReportProcedure } from './save-consolidated-report';

export const consolidatedReportsRouter = router({
  list: listConsolidatedReportsProcedure,
  save: saveConsolidatedReportProcedure,
  get: getConsolidatedReportProcedure,
  delete: deleteConsolidatedReportProcedure,
});
