import { describe, expect, it } from 'vitest';

import { ZConsolidatedAnalysisStart } from '../consolidated-reports/consolidated-analysis.schemas';
import { ZConsolidatedReportSave } from '../consolidated-reports/consolidated-reports.schemas';
import { ZAdAccountInput } from '../ad-accounts/ad-accounts.schemas';
import { reportStatusLabel, ZReportRequestCreate, ZReportResultPush } from './report-requests.schemas';

describe('report request input', () => {
  it('takes either naming and stores the analysis naming', () => {
    expect(ZReportRequestCreate.parse({ adAccountId: 1, dateRange: 'last_7d' }).dateRange).toBe('last_7_days');
    expect(ZReportRequestCreate.parse({ adAccountId: 1, dateRange: 'last_30_days' }).dateRange).toBe('last_30_days');
  });

  it('a custom period spans at most 366 days, the same rule for requests, analyses and saved reports', () => {
    const custom = (startDate: string, endDate: string) => ({ adAccountId: 1, dateRange: 'custom', startDate, endDate });
    expect(ZReportRequestCreate.safeParse(custom('2025-01-01', '2026-01-01')).success).toBe(true); // 366 days
    const tooLong = ZReportRequestCreate.safeParse(custom('2025-01-01', '2026-01-02'));
    expect(tooLong.error?.issues[0]?.message).toBe('O período personalizado pode ter no máximo 366 dias');
    expect(ZReportRequestCreate.safeParse(custom('2026-01-01', '2030-01-01')).success).toBe(false);
    expect(ZConsolidatedAnalysisStart.safeParse({ ...custom('2026-01-01', '2030-01-01') }).success).toBe(false);
    expect(ZConsolidatedAnalysisStart.safeParse({ ...custom('2026-01-01', '2026-12-31') }).success).toBe(true);
    const saved = (startDate: string, endDate: string) =>
      ZConsolidatedReportSave.safeParse({ title: 'Ano', totalSpend: 1, totalLeads: 1, costPerLead: 1, ...custom(startDate, endDate) }).success;
    expect(saved('2025-06-01', '2026-01-01')).toBe(true);
    expect(saved('2024-01-01', '2026-01-01')).toBe(false);
  });

  it('custom needs both dates, start ≤ end', () => {
    expect(ZReportRequestCreate.safeParse({ adAccountId: 1, dateRange: 'custom', startDate: '2026-01-01' }).success).toBe(false);
    expect(
      ZReportRequestCreate.safeParse({ adAccountId: 1, dateRange: 'custom', startDate: '2026-01-02', endDate: '2026-01-01' }).error
        ?.issues[0]?.message,
    ).toBe('A data inicial deve ser anterior ou igual à data final');
    expect(ZReportRequestCreate.safeParse({ adAccountId: 1, dateRange: 'custom', startDate: '2026-01-01', endDate: '2026-01-01' }).success).toBe(true);
  });

  it('refuses an unknown period', () => {
    expect(ZReportRequestCreate.safeParse({ adAccountId: 1, dateRange: 'weekly' }).error?.issues[0]?.message).toBe('Período inválido');
  });

  it('a pushed result needs a response or an error message', () => {
    expect(ZReportResultPush.safeParse({}).success).toBe(false);
    expect(ZReportResultPush.safeParse({ response: [] }).success).toBe(true);
    expect(ZReportResultPush.safeParse({ errorMessage: 'Token expirado' }).success).toBe(true);
  });

  it('labels statuses, unknown as-is', () => {
    expect(reportStatusLabel('pending')).toBe('Pendente');
    expect(reportStatusLabel('completed')).toBe('Concluído');
    expect(reportStatusLabel('failed')).toBe('Falhou');
    expect(reportStatusLabel('processing')).toBe('processing');
  });
});

describe('ad account input', () => {
  it('normalises the number and requires digits', () => {
    expect(ZAdAccountInput.parse({ accountNumber: ' act_123456 ', name: ' Clínica ' })).toEqual({
      accountNumber: '123456',
      name: 'Clínica',
      isActive: true,
    });
    expect(ZAdAccountInput.safeParse({ accountNumber: '12a', name: 'X' }).error?.issues[0]?.message).toBe(
      'O número da conta deve conter apenas dígitos (ex.: 123456789012345)',
    );
    expect(ZAdAccountInput.safeParse({ accountNumber: '', name: 'X' }).error?.issues[0]?.message).toBe('Número da conta é obrigatório');
  });
});
