import type { DailyReport } from '@clinic/domain';
import * as xlsx from 'xlsx-js-style';
import { describe, expect, it } from 'vitest';

import { buildDailyReportWorkbook, dailyReportFileName } from './daily-report-export';

const REPORT: DailyReport = {
  startDate: '2026-11-26',
  endDate: '2026-11-26',
  outcomes: [{ attendanceStatus: 'atendido', label: 'Atendido', count: 2 }],
  payments: [{ method: 'pix', label: 'PIX', count: 1, amount: '500.10' }],
  reversals: [],
  packagesSold: { count: 1, amount: '1500.00' },
  totals: { received: '500.10', reversed: '0.00', net: '500.10', appointments: 2 },
  production: [{ physiotherapistId: 1, name: 'Juliana Prado', sessions: 2, value: '300.00' }],
};

describe('daily report workbook', () => {
  it('writes every section with money as BRL numbers', () => {
    const book = xlsx.read(buildDailyReportWorkbook(xlsx, REPORT), { type: 'array' });
    const rows = xlsx.utils.sheet_to_json<unknown[]>(book.Sheets['Relatório Diário']!, { header: 1, blankrows: false });
    expect(rows[0]).toEqual(['Relatório Diário — 2026-11-26']);
    expect(rows).toContainEqual(['PIX', 1, 500.1]);
    expect(rows).toContainEqual(['Juliana Prado', 2, 300]);
    expect(rows).toContainEqual(['Estornos']);
    expect(rows).toContainEqual(['Nada no período']);
    expect(dailyReportFileName(REPORT)).toBe('relatorio-diario_2026-11-26.xlsx');
  });
});
