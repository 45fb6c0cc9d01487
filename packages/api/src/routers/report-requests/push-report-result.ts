
import { actorOf } from '../../context';
import { pushReportResult } from '../../services/report-requests/report-requests.service';
import { permittedProcedure } from '../../trpc';
import { ZPushReportResultRequest, ZReportRequestResponse, reportRequestsMeta } from './report-requests.types';

export const pushReportResultProcedure = permittedProcedure('reports:work')
  .meta(reportRequestsMeta.pushResult)
  .input(ZPushReportResultRequest)
  .output(ZReportRequestResponse)
  .mutation(({ ctx, input: { id, ...result } }) => pushReportResult(ctx.db, actorOf(ctx), id, result, ctx.now()));
