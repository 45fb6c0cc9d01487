import { z } from 'zod';

import { addDays, isIsoDate, toIsoDate } from '../common/dates';
import { ZIsoDate } from '../common/fields';

/** The periods as the analysis screens and report requests name them (spec §9, default last_7_days). */
export const REPORT_PERIODS = ['today', 'yesterday', 'last_7_days', 'last_30_days', 'last_90_days', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** The same periods as saved consolidated reports name them (spec §3 consolidated_reports.dateRange). */
export const SAVED_REPORT_PERIODS = ['today', 'yesterday', 'last_7d', 'last_30d', 'last_90d', 'custom'] as const;
export type SavedReportPeriod = (typeof SAVED_REPORT_PERIODS)[number];

/** Either naming: what an API input may carry. */
export const ANY_REPORT_PERIODS = [...REPORT_PERIODS, 'last_7d', 'last_30d', 'last_90d'] as const;
export type AnyReportPeriod = (typeof ANY_REPORT_PERIODS)[number];

export const DEFAULT_REPORT_PERIOD: ReportPeriod = 'last_7_days';

const TO_ANALYSIS: Record<AnyReportPeriod, ReportPeriod> = {
  today: 'today',
  yesterday: 'yesterday',
  last_7_days: 'last_7_days',
  last_30_days: 'last_30_days',
  last_90_days: 'last_90_days',
  last_7d: 'last_7_days',
  last_30d: 'last_30_days',
  last_90d: 'last_90_days',
  custom: 'custom',
};

const TO_SAVED: Record<ReportPeriod, SavedReportPeriod> = {
  today: 'today',
  yesterday: 'yesterday',
  last_7_days: 'last_7d',
  last_30_days: 'last_30d',
  last_90_days: 'last_90d',
  custom: 'custom',
};

export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  today: 'Hoje',
  yesterday: 'Ontem',
  last_7_days: 'Últimos 7 dias',
  last_30_days: 'Últimos 30 dias',
  last_90_days: 'Últimos 90 dias',
  custom: 'Personalizado',
};

export function isReportPeriod(value: unknown): value is AnyReportPeriod {
  return typeof value === 'string' && Object.hasOwn(TO_ANALYSIS, value);
}

/** Either naming → the analysis naming (`last_7d` → `last_7_days`); `null` for an unknown name. */
export function toAnalysisPeriodName(value: string): ReportPeriod | null {
  return isReportPeriod(value) ? TO_ANALYSIS[value] : null;
}

/** Either naming → the saved-report naming (`last_7_days` → `last_7d`); `null` for an unknown name. */
export function toSavedPeriodName(value: string): SavedReportPeriod | null {
  const analysis = toAnalysisPeriodName(value);
  return analysis ? TO_SAVED[analysis] : null;
}

/** The Portuguese label of a period in either naming; an unknown name is shown as it is. */
export function reportPeriodLabel(value: string | null | undefined): string {
  if (!value) return '-';
  const analysis = toAnalysisPeriodName(value);
  return analysis ? REPORT_PERIOD_LABELS[analysis] : value;
}

/** Why a period cannot be resolved (Portuguese, shown under the date pickers or in a 400). */
export const REPORT_PERIOD_ERRORS = {
  unknown: 'Período inválido',
  customNeedsDates: 'Informe a data inicial e a data final do período personalizado',
  invalidDate: 'Data inválida (use aaaa-mm-dd)',
  startAfterEnd: 'A data inicial deve ser anterior ou igual à data final',
  tooLong: 'O período personalizado pode ter no máximo 366 dias',
} as const;

/** A custom period spans at most this many days (a year; the Meta API keeps 37 months anyway). */
export const REPORT_CUSTOM_MAX_DAYS = 366;

interface IssueSink {
  addIssue(issue: { code: 'custom'; path: string[]; message: string }): void;
}

/**
 * The rule every input with a period follows (report requests, consolidated analyses): custom
 * needs both dates, the start not after the end, and at most REPORT_CUSTOM_MAX_DAYS days.
 */
export function checkCustomPeriod(
  value: { dateRange: string; startDate?: string | null; endDate?: string | null },
  ctx: IssueSink,
): void {
  if (value.dateRange !== 'custom') return;
  const { startDate, endDate } = value;
  if (!startDate) ctx.addIssue({ code: 'custom', path: ['startDate'], message: REPORT_PERIOD_ERRORS.customNeedsDates });
  if (!endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: REPORT_PERIOD_ERRORS.customNeedsDates });
  if (!startDate || !endDate) return;
  if (startDate > endDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: REPORT_PERIOD_ERRORS.startAfterEnd });
  } else if (addDays(startDate, REPORT_CUSTOM_MAX_DAYS - 1) < endDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: REPORT_PERIOD_ERRORS.tooLong });
  }
}

export class ReportPeriodError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReportPeriodError';
  }
}

export interface ResolvedReportPeriod {
  /** yyyy-MM-dd, inclusive. */
  startDate: string;
  /** yyyy-MM-dd, inclusive. */
  endDate: string;
}

/**
 * The days a period covers, both ends inclusive. `today` is the clinic's day (a `Date` is read in
 * local time). The "last N days" end yesterday, as Meta's `last_7d` presets do: today is still
 * being spent, so its numbers would change under the reader. Custom needs both dates, start ≤ end.
 * Throws `ReportPeriodError` with a Portuguese message.
 */
export function resolveReportPeriod(
  dateRange: string,
  today: string | Date,
  custom?: { startDate?: string | null; endDate?: string | null },
): ResolvedReportPeriod {
  const period = toAnalysisPeriodName(dateRange);
  if (!period) throw new ReportPeriodError(REPORT_PERIOD_ERRORS.unknown);
  const day = typeof today === 'string' ? today : toIsoDate(today);
  if (!isIsoDate(day)) throw new ReportPeriodError(REPORT_PERIOD_ERRORS.invalidDate);
  switch (period) {
    case 'today':
      return { startDate: day, endDate: day };
    case 'yesterday': {
      const y = addDays(day, -1);
      return { startDate: y, endDate: y };
    }
    case 'last_7_days':
      return { startDate: addDays(day, -7), endDate: addDays(day, -1) };
    case 'last_30_days':
      return { startDate: addDays(day, -30), endDate: addDays(day, -1) };
    case 'last_90_days':
      return { startDate: addDays(day, -90), endDate: addDays(day, -1) };
    case 'custom': {
      const startDate = custom?.startDate ?? '';
      const endDate = custom?.endDate ?? '';
      if (!startDate || !endDate) throw new ReportPeriodError(REPORT_PERIOD_ERRORS.customNeedsDates);
      if (!isIsoDate(startDate) || !isIsoDate(endDate)) throw new ReportPeriodError(REPORT_PERIOD_ERRORS.invalidDate);
      if (startDate > endDate) throw new ReportPeriodError(REPORT_PERIOD_ERRORS.startAfterEnd);
      return { startDate, endDate };
    }
  }
}

/**
 * The period of a report request or a consolidated analysis, in either naming (read as the
 * analysis names it); custom needs both dates, start ≤ end: refine the object with checkCustomPeriod.
 */
export const reportPeriodFields = {
  dateRange: z
    .enum(ANY_REPORT_PERIODS, { error: REPORT_PERIOD_ERRORS.unknown })
    .transform((v): ReportPeriod => toAnalysisPeriodName(v) ?? 'last_7_days'),
  startDate: ZIsoDate.nullish(),
  endDate: ZIsoDate.nullish(),
};
