/** What the consolidated-analysis integration tests share: the demo source, a fixed clock and a fast worker. */
import type { Database, Kysely } from '@clinic/db';

import {
  type RunReport,
  consolidatedAnalysisJobHandler,
  runReportFromSources,
} from '../services/consolidated-reports/consolidated-analysis.job';
import { CONSOLIDATED_ANALYSIS_JOB } from '../services/consolidated-reports/consolidated-analysis.service';
import { JobRegistry } from '../infra/jobs/job-registry';
import { createJobWorker } from '../infra/jobs/job-worker';
import { DEFAULT_REPORT_POLICY } from '../services/report-requests/report-sources.config';

export type { RunReport };

/** The demo report source, with no host allowed: nothing leaves the machine. */
export const demoReports = runReportFromSources({ source: { kind: 'demo' }, policy: { ...DEFAULT_REPORT_POLICY, allowedHosts: [] } });

/** 20/11/2026 at noon: last_7_days is 13/11 to 19/11. */
export const analysisNow = () => new Date(2026, 10, 20, 12);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A worker that runs only consolidated analyses, polling every 20 ms, with no backoff. */
export function analysisWorker(db: Kysely<Database>, runReport: RunReport, leaseMs = 2_000) {
  const registry = new JobRegistry().register(CONSOLIDATED_ANALYSIS_JOB, consolidatedAnalysisJobHandler(runReport));
  return createJobWorker({ db, registry, pollIntervalMs: 20, leaseMs, backoffMs: () => 0 });
}

/** Runs the waiting analysis job with a source that always throws 'banco indisponível', until its attempts run out. */
export async function failAnalysisForGood(db: Kysely<Database>) {
  const worker = analysisWorker(db, async () => {
    throw new Error('banco indisponível');
  });
  for (let i = 0; i < 3; i += 1) await worker.runOnce();
}
