import { describe, expect, it } from 'vitest';

import { ZConsolidatedAnalysisStart } from './consolidated-analysis.schemas';
import { ZConsolidatedReportSave, toMoneyString } from './consolidated-reports.schemas';

const base = { title: ' Novembro ', dateRange: 'last_7_days', totalSpend: 1234.5, totalLeads: 10, costPerLead: '123.45' };

describe('saved report input', () => {
  it('trims the title, stores the saved period naming and money as two-place decimal strings', () => {
    expect(ZConsolidatedReportSave.parse(base)).toEqual({
      title: 'Novembro',
      dateRange: 'last_7d',
      startDate: null,
      endDate: null,
      totalSpend: '1234.50',
      totalLeads: 10,
      costPerLead: '123.45',
      accountsData: [],
      keywordData: {},
    });
    expect(ZConsolidatedReportSave.parse({ ...base, dateRange: 'last_30d' }).dateRange).toBe('last_30d');
    expect(toMoneyString(0.1 + 0.2)).toBe('0.30');
  });

  it('refuses a blank title, an unknown period, negative money and custom without dates', () => {
    expect(ZConsolidatedReportSave.safeParse({ ...base, title: '   ' }).error?.issues[0]?.message).toBe('Título é obrigatório');
    expect(ZConsolidatedReportSave.safeParse({ ...base, dateRange: 'weekly' }).success).toBe(false);
    expect(ZConsolidatedReportSave.safeParse({ ...base, totalSpend: -1 }).success).toBe(false);
    expect(ZConsolidatedReportSave.safeParse({ ...base, totalSpend: 'abc' }).success).toBe(false);
    expect(ZConsolidatedReportSave.safeParse({ ...base, dateRange: 'custom', startDate: '2026-01-01' }).success).toBe(false);
    expect(
      ZConsolidatedReportSave.parse({ ...base, dateRange: 'custom', startDate: '2026-01-01', endDate: '2026-01-31' }),
    ).toMatchObject({ dateRange: 'custom', startDate: '2026-01-01', endDate: '2026-01-31' });
  });
});

describe('consolidated analysis start', () => {
  it('reads both namings; custom needs both dates', () => {
    expect(ZConsolidatedAnalysisStart.parse({ dateRange: 'last_30d' }).dateRange).toBe('last_30_days');
    expect(ZConsolidatedAnalysisStart.safeParse({ dateRange: 'custom', startDate: '2026-01-01' }).success).toBe(false);
    expect(ZConsolidatedAnalysisStart.safeParse({ dateRange: 'custom', startDate: '2026-01-02', endDate: '2026-01-01' }).success).toBe(false);
    expect(ZConsolidatedAnalysisStart.parse({ dateRange: 'custom', startDate: '2026-01-01', endDate: '2026-01-02' })).toMatchObject({
      dateRange: 'custom',
    });
  });
});
