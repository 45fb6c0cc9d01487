import { z } from 'zod';

import { ZIsoDate } from '../common/dates';
import { ANY_REPORT_PERIODS, REPORT_PERIOD_ERRORS, type ReportPeriod, checkCustomPeriod, toAnalysisPeriodName } from '../report-requests/report-periods';
import { ZKeywordCounts } from './consolidated-reports.schemas';

/**
 * 'Gerar Análise' (spec §7): a period in either naming; custom needs both dates (400 otherwise),
 * other periods ignore any dates sent.
 */
export const ZConsolidatedAnalysisStart = z
  .object({
    dateRange: z
      .enum(ANY_REPORT_PERIODS, { error: REPORT_PERIOD_ERRORS.unknown })
      .transform((v): ReportPeriod => toAnalysisPeriodName(v) ?? 'last_7_days'),
    startDate: ZIsoDate.nullish(),
    endDate: ZIsoDate.nullish(),
  })
  .superRefine(checkCustomPeriod);
export type ConsolidatedAnalysisStart = z.infer<typeof ZConsolidatedAnalysisStart>;

export const CONSOLIDATED_ANALYSIS_STATUSES = ['processing', 'completed', 'failed'] as const;
export type ConsolidatedAnalysisStatus = (typeof CONSOLIDATED_ANALYSIS_STATUSES)[number];

/** One ad account's part of a consolidated analysis. */
export const ZAccountAnalysis = z.object({
  adAccountId: z.number().int(),
  accountName: z.string(),
  /** The Meta account number (spec: accountId). */
  accountId: z.string(),
  totalSpend: z.number(),
  totalLeads: z.number().int(),
  /** null when the account had no leads. */
  costPerLead: z.number().nullable(),
  impressions: z.number(),
  clicks: z.number(),
  campaignCount: z.number().int(),
  /** Leads of the period per keyword found in this account's campaign names. */
  keywordCounts: ZKeywordCounts,
  /** The account's report request (its detail page shows the raw answer). */
  reportRequestId: z.number().int().nullable(),
  /** Why this account has no numbers (the others still count). */
  errorMessage: z.string().nullable(),
});
export type AccountAnalysis = z.infer<typeof ZAccountAnalysis>;

export const ZOverallTotals = z.object({
  totalSpend: z.number(),
  totalLeads: z.number().int(),
  /** spend ÷ leads; 0 when there are no leads (what the tiles multiply by, spec §9). */
  costPerLead: z.number(),
});
export type OverallTotals = z.infer<typeof ZOverallTotals>;

/** GET /api/consolidated-analysis/{id} (spec §3 consolidated analysis result). */
export const ZConsolidatedAnalysis = z.object({
  id: z.string(),
  status: z.enum(CONSOLIDATED_ANALYSIS_STATUSES),
  dateRange: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  displayPeriod: z.string(),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  overallTotals: ZOverallTotals.nullable(),
  accountAnalyses: z.array(ZAccountAnalysis),
  globalKeywordCounts: ZKeywordCounts,
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type ConsolidatedAnalysis = z.infer<typeof ZConsolidatedAnalysis>;
