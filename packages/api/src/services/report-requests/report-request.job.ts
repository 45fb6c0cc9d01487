import { finishReportRequest } from '@clinic/db';

import type { JobHandler } from '../../infra/jobs/job-registry';
import type { HttpDeps } from './report-fetch';
import { type ReportSourceConfig, reportSourceConfigFromEnv } from './report-sources.config';
import { RUN_ERRORS, runReportRequest } from './run-report-request';

/** The durable job that fetches one report request (payload `{ requestId }`). */
export const REPORT_REQUEST_JOB = 'report-request';

export interface ReportRequestJobPayload {
  requestId: number;
}

/**
 * Runs report requests as durable jobs: the job worker runs one job at a time per server, so one
 * account is fetched at a time, and a request queued before a restart is fetched after it. The
 * source comes from the environment unless given (tests).
 */
export function reportRequestJobHandler(
  config?: ReportSourceConfig,
  http: Pick<HttpDeps, 'fetch' | 'sleep'> = {},
): JobHandler<ReportRequestJobPayload> {
  let resolved = config;
  return {
    async run({ db, payload, signal }) {
      resolved ??= reportSourceConfigFromEnv();
      const status = await runReportRequest({ db, config: resolved, signal, ...http }, payload.requestId);
      // Stopped mid-fetch: the worker gives the job back and the next start fetches it again.
      if (status === 'pending' && signal.aborted) throw signal.reason;
      return { status };
    },
    async onFinalFailure(db, job) {
      const { requestId } = job.payload as ReportRequestJobPayload;
      await finishReportRequest(db, requestId, { status: 'failed', errorMessage: RUN_ERRORS.unexpected, completedAt: new Date() });
    },
  };
}
