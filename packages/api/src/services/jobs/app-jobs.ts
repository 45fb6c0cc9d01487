import { consolidatedAnalysisJobHandler, runReportFromSources } from '../consolidated-reports/consolidated-analysis.job';
import { CONSOLIDATED_ANALYSIS_JOB } from '../consolidated-reports/consolidated-analysis.service';
import { REPORT_REQUEST_JOB, reportRequestJobHandler } from '../report-requests/report-request.job';
import { JobRegistry } from './job-registry';

/** Every kind of background job the server runs, by kind (one line per feature). */
export function createAppJobRegistry(): JobRegistry {
  return new JobRegistry()
    .register(REPORT_REQUEST_JOB, reportRequestJobHandler())
    .register(CONSOLIDATED_ANALYSIS_JOB, consolidatedAnalysisJobHandler(runReportFromSources()));
}
