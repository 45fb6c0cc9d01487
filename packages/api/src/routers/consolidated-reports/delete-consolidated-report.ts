
import { actorOf } from '../../context';
import { deleteConsolidatedReportById } from '../../services/consolidated-reports/consolidated-reports.service';
import { permittedProcedure } from '../../trpc';
import {
  ZConsolidatedReportIdInput,
  ZDeleteConsolidatedReportResponse,
  consolidatedReportsMeta,
} from './consolidated-reports.types';

export const deleteConsolidatedReportProcedure = permittedProcedure('reports:work')
  .meta(consolidatedReportsMeta.delete)
  .input(ZConsolidatedReportIdInput)
  .output(ZDeleteConsolidatedReportResponse)
  .mutation(async ({ ctx, input }) => {
    await deleteConsolidatedReportById(ctx.db, actorOf(ctx), input.id);
    return { success: true as const };
  });
