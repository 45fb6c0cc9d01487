import { describe, expect, it } from 'vitest';

import { dataPeriodText, formatMoneyOrDash, formatPercentOrDash, requestPeriodText } from './report-format';

describe('report formatting', () => {
  it("shows '-' for metrics without a denominator", () => {
    expect(formatMoneyOrDash(null)).toBe('-');
    expect(formatMoneyOrDash(Number.POSITIVE_INFINITY)).toBe('-');
    expect(formatPercentOrDash(null)).toBe('-');
    expect(formatMoneyOrDash(1.5).replace(/\s/g, ' ')).toBe('R$ 1,50');
    expect(formatPercentOrDash(2.345)).toBe('2,35%');
  });

  it('writes periods in pt-BR', () => {
    expect(requestPeriodText({ dateRange: 'last_7d', startDate: '2026-02-22', endDate: '2026-02-28' })).toEqual({
      label: 'Últimos 7 dias',
      range: '22/02/2026 a 28/02/2026',
    });
    expect(dataPeriodText('2026-02-28', '2026-02-28')).toBe('28/02/2026');
    expect(dataPeriodText(null, null)).toBe('-');
  });
});
