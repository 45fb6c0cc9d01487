import { canWorkReports } from '@clinic/domain';

import { actorOf } from '../../context';
import { deleteConsolidatedReportById } from '../../services/consolidated-reports/consolidated-reports.service';
import { roleProcedure } from '../../trpc';
import {
  ZConsolidatedReportIdInput,
  ZDeleteConsolidatedReportResponse,
  consolidatedReportsMeta,
} from './consolidated-reports.types';

export const deleteConsolidatedReportProcedure = roleProcedure(canWorkReports)
  .meta(consolidatedReportsMeta.delete)
  .input(ZConsolidatedReportIdInput)
  .output(ZDeleteConsolidatedReportResponse)
  .mutation(async ({ ctx, input }) => {
    await deleteConsolidatedReportById(ctx.db, actorOf(ctx), input.id);
    return { success: true as const };
  });
