import { describe, expect, it } from 'vitest';
import XLSX from 'xlsx-js-style';

import { readLeadImportFile } from './read-lead-import-file';

/** Windows-1252 bytes of a Latin-1 text (what Excel on Windows saves as CSV). */
const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

describe('reading an import file', () => {
  it('reads a UTF-8 CSV with semicolons, keeping cells as text and the file\'s line numbers', async () => {
    const csv = '\uFEFFNome;WhatsApp;Data\nJoão;11987654321;10/05/2026\n;;\nBia;(21) 3456-7890;2026-05-02\n';
    const sheet = await readLeadImportFile(new File([csv], 'leads.csv', { type: 'text/csv' }));
    expect(sheet).toEqual({
      fileName: 'leads.csv',
      headers: ['Nome', 'WhatsApp', 'Data'],
      rows: [
        { line: 2, cells: ['João', '11987654321', '10/05/2026'] },
        { line: 3, cells: [null, null, null] },
        { line: 4, cells: ['Bia', '(21) 3456-7890', '2026-05-02'] },
      ],
    });
  });

  it('falls back to Windows-1252 when the CSV is not UTF-8', async () => {
    const sheet = await readLeadImportFile(new File([latin1('Nome,Origem\nConceição,indicação\n')], 'leads.csv'));
    expect(sheet.rows[0]!.cells).toEqual(['Conceição', 'indicação']);
  });

  it('reads an .xlsx: date cells as Excel serials, header found below title lines', async () => {
    const ws = XLSX.utils.aoa_to_sheet([[], ['Nome', 'Data'], ['Ana', { t: 'n', v: 46152, z: 'dd/mm/yyyy' }]]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, ws, 'Leads');
    const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const sheet = await readLeadImportFile(new File([bytes], 'leads.xlsx'));
    expect(sheet.headers).toEqual(['Nome', 'Data']);
    expect(sheet.rows).toEqual([{ line: 3, cells: ['Ana', 46152] }]);
  });

  it('answers no rows for an empty file', async () => {
    expect((await readLeadImportFile(new File([''], 'vazio.csv'))).rows).toEqual([]);
  });
});
