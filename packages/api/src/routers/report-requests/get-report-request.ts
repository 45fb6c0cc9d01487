import { ZIdInput } from '../../procedures';
import { getReportRequest } from '../../services/report-requests/report-requests.service';
import { permittedProcedure } from '../../trpc';
import { ZReportRequestResponse, reportRequestsMeta } from './report-requests.types';

export const getReportRequestProcedure = permittedProcedure('reports:work')
  .meta(reportRequestsMeta.get)
  .input(ZIdInput)
  .output(ZReportRequestResponse)
  .query(({ ctx, input }) => getReportRequest(ctx.db, input.id));
