import { z } from 'zod';

import { ZIsoDate } from '../common/fields';
import { ANY_REPORT_PERIODS, REPORT_PERIOD_ERRORS, type SavedReportPeriod, checkCustomPeriod, toSavedPeriodName } from '../report-requests/report-periods';

/** Largest amount a decimal(10,2) column holds. */
export const MAX_MONEY = 99_999_999.99;
export const REPORT_TITLE_MAX = 200;

/** An amount as a decimal string with two places ("1234.50"): the database never sees a float. */
export function toMoneyString(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}

/** Money sent as a number or a decimal string; kept as the decimal string "1234.50". */
export const ZMoneyInput = z
  .union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/, 'Valor inválido')], { error: 'Valor inválido' })
  .transform((v) => Number(v))
  .refine((n) => Number.isFinite(n) && n >= 0 && n <= MAX_MONEY, 'Valor inválido')
  .transform(toMoneyString);

/** One ad account's line in a consolidated report (spec §3 accountsData). */
export const ZConsolidatedAccount = z.object({
  accountName: z.string().max(300),
  accountId: z.string().max(100),
  totalSpend: z.number().finite().min(0),
  totalLeads: z.number().int().min(0),
});
export type ConsolidatedAccount = z.infer<typeof ZConsolidatedAccount>;

/** Lead count per keyword (spec §3 keywordData). */
export const ZKeywordCounts = z.record(z.string().max(100), z.number().int().min(0));
export type KeywordCounts = z.infer<typeof ZKeywordCounts>;

/** A saved consolidated report as read; money as decimal strings, the id is text (docs/CONTRACT.md). */
export const ZConsolidatedReport = z.object({
  id: z.string(),
  title: z.string(),
  dateRange: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  totalSpend: z.string(),
  totalLeads: z.number().int(),
  costPerLead: z.string(),
  accountsData: z.array(ZConsolidatedAccount),
  keywordData: ZKeywordCounts,
  createdBy: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ConsolidatedReport = z.infer<typeof ZConsolidatedReport>;

/** The list leaves out the per-account and per-keyword data. */
export const ZConsolidatedReportListItem = ZConsolidatedReport.omit({ accountsData: true, keywordData: true });
export type ConsolidatedReportListItem = z.infer<typeof ZConsolidatedReportListItem>;

/**
 * 'Salvar Relatório' (spec §5, §7): a title non-blank after trimming; the period in either naming,
 * stored in the saved naming (last_7_days → last_7d).
 */
export const ZConsolidatedReportSave = z
  .object({
    title: z
      .string({ error: 'Título é obrigatório' })
      .trim()
      .min(1, 'Título é obrigatório')
      .max(REPORT_TITLE_MAX, `O título deve ter no máximo ${REPORT_TITLE_MAX} caracteres`),
    dateRange: z
      .enum(ANY_REPORT_PERIODS, { error: REPORT_PERIOD_ERRORS.unknown })
      .transform((v): SavedReportPeriod => toSavedPeriodName(v) ?? 'custom'),
    startDate: ZIsoDate.nullish().transform((v) => v ?? null),
    endDate: ZIsoDate.nullish().transform((v) => v ?? null),
    totalSpend: ZMoneyInput,
    totalLeads: z.number({ error: 'Total de leads inválido' }).int().min(0).max(2_147_483_647),
    costPerLead: ZMoneyInput,
    accountsData: z.array(ZConsolidatedAccount).max(1000).default([]),
    keywordData: ZKeywordCounts.default({}),
  })
  .superRefine(checkCustomPeriod);
export type ConsolidatedReportSave = z.infer<typeof ZConsolidatedReportSave>;
export type ConsolidatedReportSaveInput = z.input<typeof ZConsolidatedReportSave>;
