import { parseReportResponse } from '@clinic/domain';

import { type HttpDeps, ReportFetchError, fetchLimited } from './report-fetch';
import type { ReportJob, ReportSourceOutcome } from './report-source.types';
import type { ReportFetchPolicy } from './report-sources.config';

export const WEBHOOK_ERRORS = {
  status: (status: number) => `O webhook de relatórios respondeu com erro ${status}`,
  refused: (detail: string) => `O webhook de relatórios recusou o pedido: ${detail}`,
  notJson: 'O webhook de relatórios respondeu algo que não é JSON',
  unknownShape: 'O webhook de relatórios respondeu num formato desconhecido (esperado: totais e campanhas, ou uma lista de campanhas)',
} as const;

/** The body the webhook receives: who asks, for which account and which days. */
export function webhookBody(job: ReportJob) {
  return {
    reportRequestId: job.requestId,
    adAccountId: job.account.id,
    accountNumber: job.account.accountNumber,
    accountName: job.account.name,
    dateRange: job.dateRange,
    startDate: job.startDate,
    endDate: job.endDate,
  };
}

/**
 * Posts the request to the clinic's webhook (the n8n flow) and keeps its JSON answer. A 202 or an
 * empty answer means the flow will push the result later: the request stays pending. Retries
 * carry the same `Idempotency-Key`.
 */
export async function fetchFromWebhook(
  source: { url: string; secret?: string },
  job: ReportJob,
  policy: ReportFetchPolicy,
  deps: HttpDeps = {},
): Promise<ReportSourceOutcome> {
  // The same key on every retry of one request (a 5xx or a timeout is retried): a flow that must
  // not run twice drops a key it has already seen.
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    'idempotency-key': `report-request-${job.requestId}`,
  };
  if (source.secret) headers.authorization = `Bearer ${source.secret}`;
  const res = await fetchLimited(source.url, { method: 'POST', headers, body: JSON.stringify(webhookBody(job)) }, policy, deps);
  if (res.status === 202 || (res.status >= 200 && res.status < 300 && res.text.trim() === '')) return { kind: 'pending' };
  let json: unknown;
  try {
    json = JSON.parse(res.text) as unknown;
  } catch {
    throw new ReportFetchError(res.status >= 400 ? WEBHOOK_ERRORS.status(res.status) : WEBHOOK_ERRORS.notJson);
  }
  const error = (json as { error?: unknown } | null)?.error;
  if (res.status >= 400 || (error && !Array.isArray(json))) {
    const detail = typeof error === 'string' ? error : typeof (error as { message?: unknown })?.message === 'string' ? (error as { message: string }).message : null;
    throw new ReportFetchError(detail ? WEBHOOK_ERRORS.refused(detail) : WEBHOOK_ERRORS.status(res.status));
  }
  if (!parseReportResponse(json).recognized) throw new ReportFetchError(WEBHOOK_ERRORS.unknownShape);
  return { kind: 'completed', raw: res.text };
}
