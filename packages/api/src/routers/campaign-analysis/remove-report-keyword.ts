import { actorOf } from '../../context';
import { removeReportKeyword } from '../../services/campaign-analysis/report-keywords.service';
import { permittedProcedure } from '../../trpc';
import { ZRemoveReportKeywordResponse, ZReportKeywordIdInput, reportKeywordsMeta } from './report-keywords.types';

export const removeReportKeywordProcedure = permittedProcedure('reports:work')
  .meta(reportKeywordsMeta.remove)
  .input(ZReportKeywordIdInput)
  .output(ZRemoveReportKeywordResponse)
  .mutation(async ({ ctx, input }) => {
    await removeReportKeyword(ctx.db, actorOf(ctx), input.id);
    return { success: true as const };
  });
