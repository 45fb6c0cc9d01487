import { describe, expect, it } from 'vitest';

import { listedLead } from '../../testing/records';

import { excelDateSerial, leadExportFileName, leadExportRows, leadExportWidths } from './lead-export';

const lead = listedLead;

describe('leads export', () => {
  it('turns days into Excel date serials', () => {
    expect(excelDateSerial('1900-03-01')).toBe(61);
    expect(excelDateSerial('2026-05-10')).toBe(46152);
  });

  it('writes the header and one row per lead, dates as real date cells', () => {
    const rows = leadExportRows([lead({}), lead({ id: 2, name: 'Bia', status: 'CONVERTIDO', conversionDate: '2026-05-12' })]);
    expect(rows[0]?.map((cell) => cell?.v)).toEqual(['Nome', 'WhatsApp', 'Origem', 'Data Origem', 'Status', 'Data Conversão']);
    expect(rows[1]).toEqual([
      { t: 's', v: 'Ana Souza' },
      { t: 's', v: '(11) 98765-4321' },
      { t: 's', v: 'instagram' },
      { t: 'n', v: 46152, z: 'dd/mm/yyyy' },
      { t: 's', v: 'PENDENTE' },
      null,
    ]);
    expect(rows[2]?.[5]).toEqual({ t: 'n', v: 46154, z: 'dd/mm/yyyy' });
  });

  it('fits the columns to their longest text, within bounds', () => {
    const rows = leadExportRows([lead({ origin: 'x'.repeat(100), name: 'Jo' })]);
    expect(leadExportWidths(rows)).toEqual([8, 17, 60, 13, 10, 16]);
  });

  it('names the file leads_YYYY-MM-DD.xlsx', () => {
    expect(leadExportFileName(new Date(2026, 0, 5, 23, 30))).toBe('leads_2026-01-05.xlsx');
  });
});
