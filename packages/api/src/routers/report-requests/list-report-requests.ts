import { canWorkReports } from '@clinic/domain';

import { listReportRequests } from '../../services/report-requests/report-requests.service';
import { roleProcedure } from '../../trpc';
import { ZListReportRequestsRequest, ZListReportRequestsResponse, reportRequestsMeta } from './report-requests.types';

export const listReportRequestsProcedure = roleProcedure(canWorkReports)
  .meta(reportRequestsMeta.list)
  .input(ZListReportRequestsRequest)
  .output(ZListReportRequestsResponse)
  .query(({ ctx, input }) => listReportRequests(ctx.db, { ...input, limit: input?.limit ?? 20, offset: input?.offset ?? 0 }));
