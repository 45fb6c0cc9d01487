import type { Lead } from '@clinic/domain';
import type { WorkSheet } from 'xlsx-js-style';

import { leadExportFileName, leadExportRows, leadExportWidths } from './lead-export';
import { LEADS_SCREEN_TEXT as T } from './leads.text';

const HEADER_STYLE = { font: { bold: true }, fill: { fgColor: { rgb: 'E9ECEF' } } };

/**
 * Builds leads_YYYY-MM-DD.xlsx in the browser and downloads it. xlsx-js-style is loaded here, on
 * the first click, so the page's first load stays small. Returns the file's name.
 */
export async function downloadLeadsWorkbook(leads: readonly Lead[]): Promise<string> {
  const { utils, writeFile } = await import('xlsx-js-style');
  const rows = leadExportRows(leads);
  const sheet: WorkSheet = {};
  rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (cell) sheet[utils.encode_cell({ r, c })] = r === 0 ? { ...cell, s: HEADER_STYLE } : cell;
    }),
  );
  sheet['!ref'] = utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length - 1, c: T.exportColumns.length - 1 } });
  sheet['!cols'] = leadExportWidths(rows).map((wch) => ({ wch }));

  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, T.exportSheet);
  const fileName = leadExportFileName();
  writeFile(book, fileName);
  return fileName;
}
