import { describe, expect, it } from 'vitest';

import {
  reportPeriodLabel,
  resolveReportPeriod,
  ReportPeriodError,
  toAnalysisPeriodName,
  toSavedPeriodName,
} from './report-periods';

describe('resolveReportPeriod', () => {
  const today = '2026-03-01';

  it('resolves today and yesterday across a month end', () => {
    expect(resolveReportPeriod('today', today)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-01' });
    expect(resolveReportPeriod('yesterday', today)).toEqual({ startDate: '2026-02-28', endDate: '2026-02-28' });
  });

  it('reads both namings of the last N days, ending yesterday', () => {
    for (const name of ['last_7_days', 'last_7d']) {
      expect(resolveReportPeriod(name, today)).toEqual({ startDate: '2026-02-22', endDate: '2026-02-28' });
    }
    for (const name of ['last_30_days', 'last_30d']) {
      expect(resolveReportPeriod(name, today)).toEqual({ startDate: '2026-01-30', endDate: '2026-02-28' });
    }
    for (const name of ['last_90_days', 'last_90d']) {
      expect(resolveReportPeriod(name, '2026-01-01')).toEqual({ startDate: '2025-10-03', endDate: '2025-12-31' });
    }
  });

  it('takes a Date in local time', () => {
    expect(resolveReportPeriod('today', new Date(2026, 4, 9, 23, 30))).toEqual({ startDate: '2026-05-09', endDate: '2026-05-09' });
  });

  it('needs both custom dates, real days, start not after end', () => {
    expect(resolveReportPeriod('custom', today, { startDate: '2026-01-05', endDate: '2026-01-05' })).toEqual({
      startDate: '2026-01-05',
      endDate: '2026-01-05',
    });
    expect(() => resolveReportPeriod('custom', today, { startDate: '2026-01-05' })).toThrow(
      'Informe a data inicial e a data final do período personalizado',
    );
    expect(() => resolveReportPeriod('custom', today)).toThrow(ReportPeriodError);
    expect(() => resolveReportPeriod('custom', today, { startDate: '2026-02-30', endDate: '2026-03-01' })).toThrow('Data inválida');
    expect(() => resolveReportPeriod('custom', today, { startDate: '2026-02-10', endDate: '2026-02-01' })).toThrow(
      'A data inicial deve ser anterior ou igual à data final',
    );
  });

  it('refuses an unknown period', () => {
    expect(() => resolveReportPeriod('last_week', today)).toThrow('Período inválido');
    expect(() => resolveReportPeriod('__proto__', today)).toThrow('Período inválido');
  });
});

describe('period names and labels', () => {
  it('maps both ways between the namings', () => {
    expect(toSavedPeriodName('last_7_days')).toBe('last_7d');
    expect(toSavedPeriodName('last_30d')).toBe('last_30d');
    expect(toSavedPeriodName('last_90_days')).toBe('last_90d');
    expect(toSavedPeriodName('today')).toBe('today');
    expect(toSavedPeriodName('custom')).toBe('custom');
    expect(toSavedPeriodName('weekly')).toBeNull();
    expect(toAnalysisPeriodName('last_30d')).toBe('last_30_days');
    expect(toAnalysisPeriodName('yesterday')).toBe('yesterday');
  });

  it('labels in Portuguese, unknown as-is', () => {
    expect(reportPeriodLabel('last_7d')).toBe('Últimos 7 dias');
    expect(reportPeriodLabel('last_7_days')).toBe('Últimos 7 dias');
    expect(reportPeriodLabel('custom')).toBe('Personalizado');
    expect(reportPeriodLabel('weekly')).toBe('weekly');
    expect(reportPeriodLabel(null)).toBe('-');
  });
});
