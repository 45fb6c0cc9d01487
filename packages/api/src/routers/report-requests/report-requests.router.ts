import { router } from '../../trpc';
import { createReportRequestProcedure } from './create-report-request';
import { getReportRequestProcedure } from './get-report-request';
import { listReportRequestsProcedure } from './list-report-requests';
import { pushReportResultProcedure } from './push-report-result';

export const reportRequestsRouter = router({
  list: listReportRequestsProcedure,
  get: getReportRequestProcedure,
  create: createReportRequestProcedure,
  pushResult: pushReportResultProcedure,
});
