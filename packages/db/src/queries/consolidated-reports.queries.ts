import type { Insertable } from 'kysely';

import type { Executor } from '../executor';
import type { ConsolidatedReportRow, ConsolidatedReportsTable } from '../tables';

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
