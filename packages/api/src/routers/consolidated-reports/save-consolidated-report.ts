
import { actorOf } from '../../context';
import { saveConsolidatedReport } from '../../services/consolidated-reports/consolidated-reports.service';
import { permittedProcedure } from '../../trpc';
import {
  ZConsolidatedReportResponse,
  ZSaveConsolidatedReportRequest,
  consolidatedReportsMeta,
} from './consolidated-reports.types';

export const saveConsolidatedReportProcedure = permittedProcedure('reports:work')
  .meta(consolidatedReportsMeta.save)
  .input(ZSaveConsolidatedReportRequest)
  .output(ZConsolidatedReportResponse)
  .mutation(({ ctx, input }) => saveConsolidatedReport(ctx.db, actorOf(ctx), input));
