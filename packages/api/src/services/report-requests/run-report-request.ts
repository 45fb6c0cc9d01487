import { type Database, type Kysely, findReportRequestById, finishReportRequest } from '@clinic/db';

import { demoReportRows } from '../demo/demo-reports';
import { fetchMetaInsights } from './meta-source';
import { type HttpDeps, ReportFetchError } from './report-fetch';
import type { ReportJob, ReportSourceOutcome } from './report-source.types';
import type { ReportSourceConfig } from './report-sources.config';
import { fetchFromWebhook } from './webhook-source';

export interface ReportRunDeps extends HttpDeps {
  db: Kysely<Database>;
  config: ReportSourceConfig;
  now?: () => Date;
}

/** What became of the request: still pending (push source, or stopped), done, or not ours to run. */
export type ReportRunResult = 'completed' | 'failed' | 'pending' | 'skipped';

export const RUN_ERRORS = {
  noPeriod: 'O relatório não tem período definido',
  unexpected: 'Erro inesperado ao buscar o relatório',
} as const;

async function fetchFromSource(deps: ReportRunDeps, job: ReportJob): Promise<ReportSourceOutcome> {
  const { source, policy } = deps.config;
  switch (source.kind) {
    case 'push':
      return { kind: 'pending' };
    case 'demo':
      return { kind: 'completed', raw: JSON.stringify(demoReportRows(job.account.accountNumber, job.startDate, job.endDate)) };
    case 'meta':
      return fetchMetaInsights(source, job, policy, deps);
    case 'webhook':
      return fetchFromWebhook(source, job, policy, deps);
  }
}

/**
 * Fetches one pending request from the configured source and moves it to completed (the raw
 * JSON text in `webhookResponse`) or failed (a Portuguese `errorMessage`). A request that is no
 * longer pending is left alone, so running it twice stores one result.
 */
export async function runReportRequest(deps: ReportRunDeps, requestId: number): Promise<ReportRunResult> {
  const now = deps.now ?? (() => new Date());
  const request = await findReportRequestById(deps.db, requestId);
  if (!request || request.status !== 'pending') return 'skipped';
  const fail = async (errorMessage: string) =>
    (await finishReportRequest(deps.db, requestId, { status: 'failed', errorMessage, completedAt: now() })) ? 'failed' : 'skipped';

  if (!request.startDate || !request.endDate) return fail(RUN_ERRORS.noPeriod);
  const job: ReportJob = {
    requestId,
    account: { id: request.adAccountId, accountNumber: request.accountNumber, name: request.accountName },
    dateRange: request.dateRange,
    startDate: request.startDate,
    endDate: request.endDate,
  };
  let outcome: ReportSourceOutcome;
  try {
    outcome = await fetchFromSource(deps, job);
  } catch (error) {
    // Stopped by a shutdown: stays pending, the next start picks it up.
    if (deps.signal?.aborted) return 'pending';
    return fail(error instanceof ReportFetchError ? error.message : RUN_ERRORS.unexpected);
  }
  if (outcome.kind === 'pending') return 'pending';
  const done = await finishReportRequest(deps.db, requestId, { status: 'completed', webhookResponse: outcome.raw, completedAt: now() });
  return done ? 'completed' : 'skipped';
}
