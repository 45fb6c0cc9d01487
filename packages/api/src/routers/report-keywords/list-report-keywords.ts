import { canWorkReports } from '@clinic/domain';
import { z } from 'zod';

import { listReportKeywords } from '../../services/report-keywords/report-keywords.service';
import { roleProcedure } from '../../trpc';
import { ZListReportKeywordsResponse, reportKeywordsMeta } from './report-keywords.types';

export const listReportKeywordsProcedure = roleProcedure(canWorkReports)
  .meta(reportKeywordsMeta.list)
  .input(z.object({}).optional())
  .output(ZListReportKeywordsResponse)
  .query(({ ctx }) => listReportKeywords(ctx.db));
