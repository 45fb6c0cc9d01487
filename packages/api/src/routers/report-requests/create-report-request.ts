
import { actorOf } from '../../context';
import { createReportRequest } from '../../services/report-requests/report-requests.service';
import { permittedProcedure } from '../../trpc';
import { ZCreateReportRequestRequest, ZReportRequestResponse, reportRequestsMeta } from './report-requests.types';

export const createReportRequestProcedure = permittedProcedure('reports:work')
  .meta(reportRequestsMeta.create)
  .input(ZCreateReportRequestRequest)
  .output(ZReportRequestResponse)
  .mutation(({ ctx, input }) => createReportRequest(ctx.db, actorOf(ctx), input, ctx.now()));
