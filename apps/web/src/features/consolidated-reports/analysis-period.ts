import { type ReportPeriod, formatIsoDate, resolveReportPeriod, toIsoDate } from '@clinic/domain';

export interface PeriodChoice {
  dateRange: ReportPeriod;
  /** yyyy-MM-dd, only for custom. */
  startDate: string | null;
  endDate: string | null;
}

/** 'Gerar Análise' waits for both custom dates (spec §5). */
export function isPeriodReady(choice: PeriodChoice): boolean {
  return choice.dateRange !== 'custom' || (choice.startDate !== null && choice.endDate !== null);
}

/** The days the chosen period covers, as the label under the select shows them ('' while incomplete). */
export function periodRangeText(choice: PeriodChoice, today: Date = new Date()): string {
  if (!isPeriodReady(choice)) return '';
  try {
    const { startDate, endDate } = resolveReportPeriod(choice.dateRange, toIsoDate(today), {
      startDate: choice.startDate,
      endDate: choice.endDate,
    });
    return startDate === endDate ? formatIsoDate(startDate) : `${formatIsoDate(startDate)} a ${formatIsoDate(endDate)}`;
  } catch (error) {
    return error instanceof Error ? error.message : '';
  }
}

/** What POST /api/consolidated-analysis takes: dates only for custom. */
export function startInput(choice: PeriodChoice) {
  return choice.dateRange === 'custom'
    ? { dateRange: choice.dateRange, startDate: choice.startDate, endDate: choice.endDate }
    : { dateRange: choice.dateRange };
}
