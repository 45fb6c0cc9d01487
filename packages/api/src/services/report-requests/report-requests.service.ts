import {
  type Database,
  type Kysely,
  type ReportRequestWithAccount,
  countReportRequests,
  findAdAccountById,
  findReportRequestById,
  findReportRequests,
  finishReportRequest,
  insertReportRequest,
} from '@clinic/db';
import {
  type ReportRequest,
  ReportPeriodError,
  type ReportRequestCreate,
  type ReportRequestListItem,
  type ReportResultPush,
  parseReportResponse,
  reportPeriodLabel,
  resolveReportPeriod,
} from '@clinic/domain';

import type { Actor } from '../../context';
import { AppError } from '../../errors';
import { logActivity } from '../activity-log';
import { enqueueJob } from '../../infra/jobs/job-queue';
import { REPORT_REQUEST_JOB, type ReportRequestJobPayload } from './report-request.job';

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

export function toReportRequestListItem(row: Omit<ReportRequestWithAccount, 'webhookResponse'>): ReportRequestListItem {
  return {
    id: row.id,
    adAccountId: row.adAccountId,
    dateRange: row.dateRange,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.status,
    errorMessage: row.errorMessage,
    requestedBy: row.requestedBy,
    createdAt: row.createdAt.toISOString(),
    completedAt: iso(row.completedAt),
    adAccount: { name: row.accountName, accountNumber: row.accountNumber },
  };
}

export function toReportRequestDto(row: ReportRequestWithAccount): ReportRequest {
  return { ...toReportRequestListItem(row), webhookResponse: row.webhookResponse };
}

export async function getReportRequest(db: Kysely<Database>, id: number): Promise<ReportRequest> {
  const row = await findReportRequestById(db, id);
  if (!row) throw new AppError('REPORT_REQUEST_NOT_FOUND');
  return toReportRequestDto(row);
}

export interface ReportRequestListQuery {
  adAccountId?: number;
  status?: string;
  limit: number;
  offset: number;
}

export async function listReportRequests(
  db: Kysely<Database>,
  { limit, offset, ...filter }: ReportRequestListQuery,
): Promise<{ total: number; items: ReportRequestListItem[] }> {
  const [total, rows] = await Promise.all([countReportRequests(db, filter), findReportRequests(db, filter, { limit, offset })]);
  return { total, items: rows.map(toReportRequestListItem) };
}

/**
 * Records a request for an active account (the period resolved to days in the clinic's calendar)
 * with the job that fetches it.
 */
export async function createReportRequest(
  db: Kysely<Database>,
  actor: Actor,
  input: ReportRequestCreate,
  now: Date,
): Promise<ReportRequest> {
  let period: { startDate: string; endDate: string };
  try {
    period = resolveReportPeriod(input.dateRange, now, input);
  } catch (error) {
    throw error instanceof ReportPeriodError ? new AppError('INVALID_INPUT', { message: error.message }) : error;
  }
  const { startDate, endDate } = period;
  const id = await db.transaction().execute(async (tx) => {
    const account = await findAdAccountById(tx, input.adAccountId);
    if (!account) throw new AppError('AD_ACCOUNT_NOT_FOUND');
    if (!account.isActive) throw new AppError('AD_ACCOUNT_INACTIVE');
    const row = await insertReportRequest(tx, {
      adAccountId: account.id,
      dateRange: input.dateRange,
      startDate,
      endDate,
      requestedBy: actor.userId,
    });
    await logActivity(tx, actor, {
      action: 'create',
      entity: 'report',
      entityId: row.id,
      description: `Relatório #${row.id} solicitado para a conta "${account.name}" (${reportPeriodLabel(input.dateRange)}: ${startDate} a ${endDate})`,
    });
    // Fetched in the background as a durable job, queued only if this request commits.
    await enqueueJob(tx, REPORT_REQUEST_JOB, { requestId: row.id } satisfies ReportRequestJobPayload, { maxAttempts: 3 });
    return row.id;
  });
  return getReportRequest(db, id);
}

/** The raw text stored for a pushed answer: a JSON string is kept as sent, anything else serialised. */
function rawOf(response: unknown): string {
  if (typeof response === 'string') {
    try {
      JSON.parse(response);
      return response;
    } catch {
      return JSON.stringify(response);
    }
  }
  return JSON.stringify(response);
}

/** A tool's result for a pending request: stored once (409 when it is no longer pending). */
export async function pushReportResult(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  input: ReportResultPush,
  now: Date,
): Promise<ReportRequest> {
  let raw: string | null = null;
  if (input.errorMessage === undefined) {
    raw = rawOf(input.response);
    if (!parseReportResponse(raw).recognized) {
      throw new AppError('INVALID_INPUT', {
        message: 'Formato de relatório desconhecido: envie totais e campanhas, ou uma lista de campanhas',
      });
    }
  }
  await db.transaction().execute(async (tx) => {
    const request = await findReportRequestById(tx, id);
    if (!request) throw new AppError('REPORT_REQUEST_NOT_FOUND');
    if (request.status !== 'pending') throw new AppError('REPORT_REQUEST_NOT_PENDING');
    const done =
      raw === null
        ? await finishReportRequest(tx, id, { status: 'failed', errorMessage: input.errorMessage ?? '', completedAt: now })
        : await finishReportRequest(tx, id, { status: 'completed', webhookResponse: raw, completedAt: now });
    if (!done) throw new AppError('REPORT_REQUEST_NOT_PENDING');
    await logActivity(tx, actor, {
      action: 'update',
      entity: 'report',
      entityId: id,
      description:
        raw === null
          ? `Relatório #${id} (conta "${request.accountName}") marcado como falho: ${input.errorMessage ?? ''}`
          : `Resultado do relatório #${id} (conta "${request.accountName}") recebido`,
    });
  });
  return getReportRequest(db, id);
}
