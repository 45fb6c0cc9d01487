import type * as Xlsx from 'xlsx-js-style';
import type { CellObject, WorkSheet } from 'xlsx-js-style';

/** What a workbook needs of xlsx-js-style (loaded on demand in the browser, directly in tests). */
export type XlsxLibrary = Pick<typeof Xlsx, 'utils' | 'write'>;

/** A sheet's row: its cells from column A; `null` leaves a cell empty. */
export type Row = (CellObject | null)[];

export const TITLE_STYLE = { font: { bold: true, sz: 14 } };
export const HEADER_STYLE = { font: { bold: true }, fill: { fgColor: { rgb: 'E9ECEF' } } };
export const MONEY_FORMAT = '"R$" #,##0.00';

/** A text cell, styled or not. */
export const text = (v: string, s?: object): CellObject => ({ t: 's', v, ...(s ? { s } : {}) });

/**
 * One sheet, named `sheetName`, holding `rows` from A1, as .xlsx bytes; `widths(width)` gives the
 * columns' widths from the widest row's count of cells.
 */
export function rowsWorkbook(xlsx: XlsxLibrary, rows: Row[], sheetName: string, widths: (width: number) => { wch: number }[]): Uint8Array {
  const { utils } = xlsx;
  const sheet: WorkSheet = {};
  let width = 1;
  rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (cell) sheet[utils.encode_cell({ r, c })] = cell;
      width = Math.max(width, c + 1);
    }),
  );
  sheet['!ref'] = utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length - 1, c: width - 1 } });
  sheet['!cols'] = widths(width);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, sheetName);
  return new Uint8Array(xlsx.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}
