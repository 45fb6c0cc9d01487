import { z } from 'zod';

import { listReportKeywords } from '../../services/campaign-analysis/report-keywords.service';
import { permittedProcedure } from '../../trpc';
import { ZListReportKeywordsResponse, reportKeywordsMeta } from './report-keywords.types';

export const listReportKeywordsProcedure = permittedProcedure('reports:work')
  .meta(reportKeywordsMeta.list)
  .input(z.object({}).optional())
  .output(ZListReportKeywordsResponse)
  .query(({ ctx }) => listReportKeywords(ctx.db));
