import { guessImportColumns } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { importBodyBytes, importCount, mapImportRows, validImportRows, verdictsByIndex } from './lead-import';

const headers = ['Telefone', 'Nome', 'Data Origem', 'Origem', 'Data Conversão'];
const rows = [
  { line: 2, cells: ['11987654321', 'Ana Souza', 46152, 'instagram', null] },
  { line: 3, cells: [null, ' ', null, '', null] },
  { line: 4, cells: ['123', 'Bia', '02/05/2026', 'google'] },
  { line: 5, cells: ['(11) 98765-4321', 'Ana de novo', '2026-05-03', 'google', 46160] },
];

describe('import rows in the browser', () => {
  it('maps the guessed columns, skips blank lines and normalises like the server', () => {
    const columns = guessImportColumns(headers);
    expect(columns).toEqual({ name: 1, whatsapp: 0, origin: 3, date: 2 });
    expect(mapImportRows(rows, columns)).toEqual([
      { line: 2, values: { name: 'Ana Souza', whatsapp: '(11) 98765-4321', origin: 'instagram', date: '2026-05-10' } },
      { line: 4, values: { name: 'Bia', whatsapp: '123', origin: 'google', date: '2026-05-02' } },
      { line: 5, values: { name: 'Ana de novo', whatsapp: '(11) 98765-4321', origin: 'google', date: '2026-05-03' } },
    ]);
    expect(mapImportRows(rows.slice(0, 1), { ...columns, origin: null })[0]!.values.origin).toBe('');
  });

  it('sends the valid rows and counts what will be created', () => {
    const mapped = mapImportRows(rows, guessImportColumns(headers));
    const check = {
      total: 3,
      valid: 2,
      invalid: 1,
      duplicates: 1,
      rows: [
        { row: 2, errors: [{ field: 'whatsapp' as const, message: 'Formato inválido. Use: (xx) xxxxx-xxxx' }], duplicate: null },
        { row: 3, errors: [], duplicate: 'file' as const },
      ],
      existingWhatsapps: [],
    };
    const verdicts = verdictsByIndex(check);
    expect(validImportRows(mapped, verdicts).map((r) => r.line)).toEqual([2, 5]);
    expect(importCount(check, true)).toBe(1);
    expect(importCount(check, false)).toBe(2);
    expect(importBodyBytes(mapped)).toBeGreaterThan(200);
  });
});
