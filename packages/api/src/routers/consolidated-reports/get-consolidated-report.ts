
import { getConsolidatedReport } from '../../services/consolidated-reports/consolidated-reports.service';
import { permittedProcedure } from '../../trpc';
import { ZConsolidatedReportIdInput, ZConsolidatedReportResponse, consolidatedReportsMeta } from './consolidated-reports.types';

export const getConsolidatedReportProcedure = permittedProcedure('reports:work')
  .meta(consolidatedReportsMeta.get)
  .input(ZConsolidatedReportIdInput)
  .output(ZConsolidatedReportResponse)
  .query(({ ctx, input }) => getConsolidatedReport(ctx.db, input.id));
