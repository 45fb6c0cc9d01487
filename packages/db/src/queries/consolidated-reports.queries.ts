import { type Insertable, sql } from 'kysely';

import type { Executor } from '../executor';
import type { ConsolidatedAnalysisRow, ConsolidatedAnalysisStatus, ConsolidatedReportRow, ConsolidatedReportsTable } from '../tables';

export type ConsolidatedReportListRow = Omit<ConsolidatedReportRow, 'accountsData' | 'keywordData'>;

/** Newest first, without the per-account and per-keyword data (the list does not show them). */
export async function findAllConsolidatedReports(db: Executor): Promise<ConsolidatedReportListRow[]> {
  return db
    .selectFrom('consolidatedReports')
    .select(['id', 'title', 'dateRange', 'startDate', 'endDate', 'totalSpend', 'totalLeads', 'costPerLead', 'createdBy', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
}

export async function findConsolidatedReportById(db: Executor, id: string): Promise<ConsolidatedReportRow | undefined> {
  return db.selectFrom('consolidatedReports').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertConsolidatedReport(
  db: Executor,
  report: Insertable<ConsolidatedReportsTable>,
): Promise<ConsolidatedReportRow> {
  return db.insertInto('consolidatedReports').values(report).returningAll().executeTakeFirstOrThrow();
}

export async function deleteConsolidatedReport(db: Executor, id: string): Promise<ConsolidatedReportRow | undefined> {
  return db.deleteFrom('consolidatedReports').where('id', '=', id).returningAll().executeTakeFirst();
}

// The analyses a saved report is made from.

export async function insertConsolidatedAnalysis(
  db: Executor,
  analysis: { id: string; dateRange: string; startDate: string; endDate: string; requestedBy: number | null },
): Promise<ConsolidatedAnalysisRow> {
  return db.insertInto('consolidatedAnalyses').values(analysis).returningAll().executeTakeFirstOrThrow();
}

export async function findConsolidatedAnalysisById(db: Executor, id: string): Promise<ConsolidatedAnalysisRow | undefined> {
  return db.selectFrom('consolidatedAnalyses').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setConsolidatedAnalysisJob(db: Executor, id: string, jobId: number): Promise<void> {
  await db.updateTable('consolidatedAnalyses').set({ jobId }).where('id', '=', id).execute();
}

export interface ConsolidatedAnalysisChanges {
  status?: ConsolidatedAnalysisStatus;
  progressDone?: number;
  progressTotal?: number;
  accountAnalyses?: unknown;
  globalKeywordCounts?: unknown;
  overallTotals?: unknown;
  errorMessage?: string | null;
  completed?: boolean;
}

/** Stores the analysis' progress or outcome (JSON fields as sent). */
export async function updateConsolidatedAnalysis(db: Executor, id: string, changes: ConsolidatedAnalysisChanges): Promise<void> {
  const json = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));
  await db
    .updateTable('consolidatedAnalyses')
    .set({
      status: changes.status,
      progressDone: changes.progressDone,
      progressTotal: changes.progressTotal,
      accountAnalyses: json(changes.accountAnalyses),
      globalKeywordCounts: json(changes.globalKeywordCounts),
      overallTotals: changes.overallTotals === undefined ? undefined : changes.overallTotals === null ? null : JSON.stringify(changes.overallTotals),
      errorMessage: changes.errorMessage,
      completedAt: changes.completed ? sql<Date>`now()` : undefined,
    })
    .where('id', '=', id)
    .execute();
}

/** The analyses read leads by the day they came in (`date`), both ends inclusive. */
export async function findLeadsDatedBetween(
  db: Executor,
  startDate: string,
  endDate: string,
): Promise<{ id: number; name: string; whatsapp: string; origin: string; status: string; date: string; createdAt: Date }[]> {
  return db
    .selectFrom('leads')
    .select(['id', 'name', 'whatsapp', 'origin', 'status', 'date', 'createdAt'])
    .where('date', '>=', startDate)
    .where('date', '<=', endDate)
    .orderBy('date')
    .orderBy('id')
    .execute();
}

/**
 * How many leads came in with each origin text over [startDate, endDate] (both inclusive): the
 * consolidated analysis counts keywords per distinct origin, not per lead (500,000 leads are a few
 * thousand origins), and asks for the period a slice at a time.
 */
export async function countLeadOriginsBetween(db: Executor, startDate: string, endDate: string): Promise<{ origin: string; count: number }[]> {
  const rows = await db
    .selectFrom('leads')
    .select(({ fn }) => ['origin', fn.countAll<number>().as('count')])
    .where('date', '>=', startDate)
    .where('date', '<=', endDate)
    .groupBy('origin')
    .execute();
  return rows.map((row) => ({ origin: row.origin, count: Number(row.count) }));
}
