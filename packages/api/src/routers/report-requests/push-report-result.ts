import { canWorkReports } from '@clinic/domain';

import { actorOf } from '../../context';
import { pushReportResult } from '../../services/report-requests/report-requests.service';
import { roleProcedure } from '../../trpc';
import { ZPushReportResultRequest, ZReportRequestResponse, reportRequestsMeta } from './report-requests.types';

export const pushReportResultProcedure = roleProcedure(canWorkReports)
  .meta(reportRequestsMeta.pushResult)
  .input(ZPushReportResultRequest)
  .output(ZReportRequestResponse)
  .mutation(({ ctx, input: { id, ...result } }) => pushReportResult(ctx.db, actorOf(ctx), id, result, ctx.now()));
