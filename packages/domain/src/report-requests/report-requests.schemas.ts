import { z } from 'zod';

import { ZIsoDate } from '../common/dates';
import { ANY_REPORT_PERIODS, REPORT_PERIOD_ERRORS, checkCustomPeriod, toAnalysisPeriodName, type ReportPeriod } from './report-periods';

export const REPORT_REQUEST_STATUSES = ['pending', 'completed', 'failed'] as const;
export type ReportRequestStatus = (typeof REPORT_REQUEST_STATUSES)[number];

export const REPORT_STATUS_LABELS: Record<ReportRequestStatus, string> = {
  pending: 'Pendente',
  completed: 'Concluído',
  failed: 'Falhou',
};

/** The Portuguese label of a status; an unknown status is shown as it is (spec §4). */
export function reportStatusLabel(status: string): string {
  return (REPORT_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/** A report request as read (spec §3), with its ad account's name and number. */
export const ZReportRequest = z.object({
  id: z.number().int(),
  adAccountId: z.number().int(),
  dateRange: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.string(),
  /** The raw JSON answer of the source, as text. */
  webhookResponse: z.string().nullable(),
  errorMessage: z.string().nullable(),
  requestedBy: z.number().int().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  adAccount: z.object({ name: z.string(), accountNumber: z.string() }),
});
export type ReportRequest = z.infer<typeof ZReportRequest>;

/** A list item: the request without its (possibly large) raw answer. */
export const ZReportRequestListItem = ZReportRequest.omit({ webhookResponse: true });
export type ReportRequestListItem = z.infer<typeof ZReportRequestListItem>;

/** A new request: an account and a period in either naming; custom needs both dates, start ≤ end. */
export const ZReportRequestCreate = z
  .object({
    adAccountId: z.number({ error: 'Conta de anúncio é obrigatória' }).int().positive('Conta de anúncio é obrigatória'),
    dateRange: z
      .enum(ANY_REPORT_PERIODS, { error: REPORT_PERIOD_ERRORS.unknown })
      .transform((v): ReportPeriod => toAnalysisPeriodName(v) ?? 'last_7_days'),
    startDate: ZIsoDate.nullish(),
    endDate: ZIsoDate.nullish(),
  })
  .superRefine(checkCustomPeriod);
export type ReportRequestCreate = z.infer<typeof ZReportRequestCreate>;

/**
 * A result pushed by a tool for a pending request: the answer in either shape of §3, or an
 * `errorMessage` to mark it failed.
 */
export const ZReportResultPushFields = {
  response: z.unknown().optional(),
  errorMessage: z.string().trim().min(1).max(2000).optional(),
};

/** The rule of a pushed result (kept apart so the REST input can stay one object with the path id). */
export function refineReportResultPush(v: { response?: unknown; errorMessage?: string }, ctx: z.RefinementCtx): void {
  if (v.response === undefined && v.errorMessage === undefined) {
    ctx.addIssue({ code: 'custom', path: ['response'], message: 'Envie "response" (o relatório) ou "errorMessage"' });
  }
}

export const ZReportResultPush = z.object(ZReportResultPushFields).superRefine(refineReportResultPush);
export type ReportResultPush = z.infer<typeof ZReportResultPush>;
