import { canWorkReports } from '@clinic/domain';

import { getConsolidatedReport } from '../../services/consolidated-reports/consolidated-reports.service';
import { roleProcedure } from '../../trpc';
import { ZConsolidatedReportIdInput, ZConsolidatedReportResponse, consolidatedReportsMeta } from './consolidated-reports.types';

export const getConsolidatedReportProcedure = roleProcedure(canWorkReports)
  .meta(consolidatedReportsMeta.get)
  .input(ZConsolidatedReportIdInput)
  .output(ZConsolidatedReportResponse)
  .query(({ ctx, input }) => getConsolidatedReport(ctx.db, input.id));
