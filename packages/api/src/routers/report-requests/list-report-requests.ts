
import { listReportRequests } from '../../services/report-requests/report-requests.service';
import { permittedProcedure } from '../../trpc';
import { ZListReportRequestsRequest, ZListReportRequestsResponse, reportRequestsMeta } from './report-requests.types';

export const listReportRequestsProcedure = permittedProcedure('reports:work')
  .meta(reportRequestsMeta.list)
  .input(ZListReportRequestsRequest)
  .output(ZListReportRequestsResponse)
  .query(({ ctx, input }) => listReportRequests(ctx.db, { ...input, limit: input?.limit ?? 20, offset: input?.offset ?? 0 }));
