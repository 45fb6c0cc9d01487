import type { Insertable } from 'kysely';

import type { Executor } from '../executor';
import type { ReportRequestRow, ReportRequestsTable } from '../tables';

/** A request with its ad account's name and number (the read form of spec §3). */
export type ReportRequestWithAccount = ReportRequestRow & { accountName: string; accountNumber: string };

const REQUEST_COLUMNS = [
  'r.id',
  'r.adAccountId',
  'r.dateRange',
  'r.startDate',
  'r.endDate',
  'r.status',
  'r.webhookResponse',
  'r.errorMessage',
  'r.requestedBy',
  'r.createdAt',
  'r.completedAt',
  'a.name as accountName',
  'a.accountNumber as accountNumber',
] as const;

function withAccount(db: Executor) {
  return db.selectFrom('reportRequests as r').innerJoin('adAccounts as a', 'a.id', 'r.adAccountId');
}

export async function findReportRequestById(db: Executor, id: number): Promise<ReportRequestWithAccount | undefined> {
  return withAccount(db).select(REQUEST_COLUMNS).where('r.id', '=', id).executeTakeFirst();
}

export interface ReportRequestFilter {
  adAccountId?: number;
  status?: string;
}

/** Newest first, one page; the raw answers stay out (a list never needs them). */
export async function findReportRequests(
  db: Executor,
  filter: ReportRequestFilter,
  page: { limit: number; offset: number },
): Promise<Omit<ReportRequestWithAccount, 'webhookResponse'>[]> {
  let query = withAccount(db).select(REQUEST_COLUMNS.filter((c) => c !== 'r.webhookResponse'));
  if (filter.adAccountId !== undefined) query = query.where('r.adAccountId', '=', filter.adAccountId);
  if (filter.status !== undefined) query = query.where('r.status', '=', filter.status);
  return query.orderBy('r.createdAt', 'desc').orderBy('r.id', 'desc').limit(page.limit).offset(page.offset).execute();
}

export async function countReportRequests(db: Executor, filter: ReportRequestFilter): Promise<number> {
  let query = db.selectFrom('reportRequests as r').select((eb) => eb.fn.countAll<number>().as('count'));
  if (filter.adAccountId !== undefined) query = query.where('r.adAccountId', '=', filter.adAccountId);
  if (filter.status !== undefined) query = query.where('r.status', '=', filter.status);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

export async function insertReportRequest(db: Executor, request: Insertable<ReportRequestsTable>): Promise<ReportRequestRow> {
  return db.insertInto('reportRequests').values(request).returningAll().executeTakeFirstOrThrow();
}

/** Ids of the requests still pending, oldest first (what a restarted server picks up). */
export async function findPendingReportRequestIds(db: Executor): Promise<number[]> {
  const rows = await db.selectFrom('reportRequests').select('id').where('status', '=', 'pending').orderBy('id').execute();
  return rows.map((r) => r.id);
}

/**
 * Moves a pending request to completed or failed; `undefined` when it was no longer pending
 * (another worker or a pushed result got there first), so a result is stored only once.
 */
export async function finishReportRequest(
  db: Executor,
  id: number,
  outcome:
    | { status: 'completed'; webhookResponse: string; completedAt: Date }
    | { status: 'failed'; errorMessage: string; completedAt: Date; webhookResponse?: string | null },
): Promise<ReportRequestRow | undefined> {
  return db
    .updateTable('reportRequests')
    .set({
      status: outcome.status,
      completedAt: outcome.completedAt,
      webhookResponse: outcome.webhookResponse ?? null,
      errorMessage: outcome.status === 'failed' ? outcome.errorMessage : null,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** A completed request's raw answer with its account and period: what the analyses read. */
export type CompletedReport = Pick<ReportRequestRow, 'id' | 'adAccountId' | 'startDate' | 'endDate' | 'webhookResponse'>;

function completedReports(db: Executor) {
  return db
    .selectFrom('reportRequests')
    .select(['id', 'adAccountId', 'startDate', 'endDate', 'webhookResponse'])
    .where('status', '=', 'completed');
}

/**
 * Completed report requests whose period ends within [from, to] (the clinic's history the
 * efficiency compares with), raw answers included; at most `limit`, newest first.
 */
export async function findCompletedReportsEndingBetween(
  db: Executor,
  from: string,
  to: string,
  excludeId: number,
  limit = 500,
): Promise<CompletedReport[]> {
  return completedReports(db)
    .where('endDate', '>=', from)
    .where('endDate', '<=', to)
    .where('id', '!=', excludeId)
    .orderBy('endDate', 'desc')
    .limit(limit)
    .execute();
}

/**
 * The completed ad reports whose period lies inside [from, to], newest first (the service keeps
 * the newest per account and period, as the campaign analysis does).
 */
export async function findCompletedReportsWithin(db: Executor, from: string, to: string, limit = 1000): Promise<CompletedReport[]> {
  return completedReports(db)
    .where('startDate', '>=', from)
    .where('endDate', '<=', to)
    .orderBy('completedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
