import { actorOf } from '../../context';
import { removeReportKeyword } from '../../services/report-keywords/report-keywords.service';
import { roleProcedure } from '../../trpc';
import { ZRemoveReportKeywordResponse, ZReportKeywordIdInput, reportKeywordsMeta } from './report-keywords.types';

export const removeReportKeywordProcedure = roleProcedure((role) => role === 'admin')
  .meta(reportKeywordsMeta.remove)
  .input(ZReportKeywordIdInput)
  .output(ZRemoveReportKeywordResponse)
  .mutation(async ({ ctx, input }) => {
    await removeReportKeyword(ctx.db, actorOf(ctx), input.id);
    return { success: true as const };
  });
