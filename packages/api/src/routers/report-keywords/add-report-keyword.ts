import { actorOf } from '../../context';
import { addReportKeyword } from '../../services/report-keywords/report-keywords.service';
import { roleProcedure } from '../../trpc';
import { ZAddReportKeywordRequest, ZReportKeywordResponse, reportKeywordsMeta } from './report-keywords.types';

/** The dictionary changes every analysis: admins only. */
export const addReportKeywordProcedure = roleProcedure((role) => role === 'admin')
  .meta(reportKeywordsMeta.add)
  .input(ZAddReportKeywordRequest)
  .output(ZReportKeywordResponse)
  .mutation(({ ctx, input }) => addReportKeyword(ctx.db, actorOf(ctx), input.keyword));
