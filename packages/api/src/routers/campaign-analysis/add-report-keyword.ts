import { actorOf } from '../../context';
import { addReportKeyword } from '../../services/campaign-analysis/report-keywords.service';
import { permittedProcedure } from '../../trpc';
import { ZAddReportKeywordRequest, ZReportKeywordResponse, reportKeywordsMeta } from './report-keywords.types';

/** The dictionary every analysis reads: whoever works the reports keeps it. */
export const addReportKeywordProcedure = permittedProcedure('reports:work')
  .meta(reportKeywordsMeta.add)
  .input(ZAddReportKeywordRequest)
  .output(ZReportKeywordResponse)
  .mutation(({ ctx, input }) => addReportKeyword(ctx.db, actorOf(ctx), input.keyword));
