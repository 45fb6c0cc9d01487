import { REPORT_REQUEST_JOB, reportRequestJobHandler } from '../report-requests/report-request.job';
import { JobRegistry } from './job-registry';

/** Every kind of background job the server runs, by kind (one line per feature). */
export function createAppJobRegistry(): JobRegistry {
  return new JobRegistry().register(REPORT_REQUEST_JOB, reportRequestJobHandler());
}
