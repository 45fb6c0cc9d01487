import { randomUUID } from 'node:crypto';

import {
  type ConsolidatedAnalysisRow,
  type Database,
  type Kysely,
  findConsolidatedAnalysisById,
  insertConsolidatedAnalysis,
  setConsolidatedAnalysisJob,
} from '@clinic/db';
import {
  type AccountAnalysis,
  type ConsolidatedAnalysis,
  type ConsolidatedAnalysisStart,
  type OverallTotals,
  ReportPeriodError,
  formatIsoDate,
  reportPeriodLabel,
  resolveReportPeriod,
} from '@clinic/domain';

import type { SignedInActor } from '../../context';
import { AppError } from '../../errors';
import { logActivity } from '../activity-log';
import { enqueueJob } from '../../infra/jobs/job-queue';

/** The job kind that runs an analysis (payload `{ analysisId }`). */
export const CONSOLIDATED_ANALYSIS_JOB = 'consolidated-analysis';

export function displayPeriod(dateRange: string, startDate: string, endDate: string): string {
  return `${reportPeriodLabel(dateRange)} (${formatIsoDate(startDate)} a ${formatIsoDate(endDate)})`;
}

export function toConsolidatedAnalysisDto(row: ConsolidatedAnalysisRow): ConsolidatedAnalysis {
  return {
    id: row.id,
    status: row.status,
    dateRange: row.dateRange,
    startDate: row.startDate,
    endDate: row.endDate,
    displayPeriod: displayPeriod(row.dateRange, row.startDate, row.endDate),
    progress: { done: row.progressDone, total: row.progressTotal },
    overallTotals: (row.overallTotals as OverallTotals | null) ?? null,
    accountAnalyses: (row.accountAnalyses as AccountAnalysis[] | null) ?? [],
    globalKeywordCounts: (row.globalKeywordCounts as Record<string, number> | null) ?? {},
    errorMessage: row.errorMessage,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/**
 * Starts an analysis: resolves the period on the clinic's clock, stores the analysis and queues its
 * job in one transaction (with the log row), and answers the id at once; the job does the work.
 */
export async function startConsolidatedAnalysis(
  db: Kysely<Database>,
  actor: SignedInActor,
  input: ConsolidatedAnalysisStart,
  now: Date,
): Promise<{ id: string }> {
  let period: { startDate: string; endDate: string };
  try {
    period = resolveReportPeriod(input.dateRange, now, { startDate: input.startDate, endDate: input.endDate });
  } catch (error) {
    if (error instanceof ReportPeriodError) throw new AppError('INVALID_INPUT', { message: error.message });
    throw error;
  }
  return db.transaction().execute(async (tx) => {
    const id = randomUUID();
    await insertConsolidatedAnalysis(tx, { id, dateRange: input.dateRange, ...period, requestedBy: actor.userId });
    const job = await enqueueJob(tx, CONSOLIDATED_ANALYSIS_JOB, { analysisId: id }, { maxAttempts: 3 });
    await setConsolidatedAnalysisJob(tx, id, job.id);
    await logActivity(tx, actor, {
      action: 'create',
      entity: 'report',
      entityId: null,
      description: `Análise consolidada iniciada: ${displayPeriod(input.dateRange, period.startDate, period.endDate)} [id ${id}]`,
    });
    return { id };
  });
}

export async function getConsolidatedAnalysis(db: Kysely<Database>, id: string): Promise<ConsolidatedAnalysis> {
  const row = await findConsolidatedAnalysisById(db, id);
  if (!row) throw new AppError('CONSOLIDATED_ANALYSIS_NOT_FOUND');
  return toConsolidatedAnalysisDto(row);
}
