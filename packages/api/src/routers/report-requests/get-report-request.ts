import { canWorkReports } from '@clinic/domain';

import { getReportRequest } from '../../services/report-requests/report-requests.service';
import { roleProcedure } from '../../trpc';
import { ZReportRequestIdInput, ZReportRequestResponse, reportRequestsMeta } from './report-requests.types';

export const getReportRequestProcedure = roleProcedure(canWorkReports)
  .meta(reportRequestsMeta.get)
  .input(ZReportRequestIdInput)
  .output(ZReportRequestResponse)
  .query(({ ctx, input }) => getReportRequest(ctx.db, input.id));
