import { formatBRL, formatIsoDate, reportPeriodLabel } from '@clinic/domain';

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '-' for a metric without a denominator (never Infinity or NaN on screen). */
export const NO_VALUE = '-';

export function formatMoneyOrDash(value: number | null): string {
  return value === null || !Number.isFinite(value) ? NO_VALUE : formatBRL(value);
}

export function formatPercentOrDash(value: number | null): string {
  return value === null || !Number.isFinite(value) ? NO_VALUE : `${decimal.format(value)}%`;
}

export function formatCount(value: number): string {
  return integer.format(value);
}

/** "Últimos 7 dias" and its days as dd/MM/yyyy. */
export function requestPeriodText(request: { dateRange: string | null; startDate: string | null; endDate: string | null }): {
  label: string;
  range: string | null;
} {
  const range =
    request.startDate && request.endDate ? `${formatIsoDate(request.startDate)} a ${formatIsoDate(request.endDate)}` : null;
  return { label: reportPeriodLabel(request.dateRange), range };
}

/** The days the data itself covers (what the source answered), when it says. */
export function dataPeriodText(start: string | null, stop: string | null): string {
  if (!start && !stop) return NO_VALUE;
  if (start === stop || !stop) return formatIsoDate(start);
  if (!start) return formatIsoDate(stop);
  return `${formatIsoDate(start)} a ${formatIsoDate(stop)}`;
}
