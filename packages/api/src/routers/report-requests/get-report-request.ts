
import { getReportRequest } from '../../services/report-requests/report-requests.service';
import { permittedProcedure } from '../../trpc';
import { ZReportRequestIdInput, ZReportRequestResponse, reportRequestsMeta } from './report-requests.types';

export const getReportRequestProcedure = permittedProcedure('reports:work')
  .meta(reportRequestsMeta.get)
  .input(ZReportRequestIdInput)
  .output(ZReportRequestResponse)
  .query(({ ctx, input }) => getReportRequest(ctx.db, input.id));
