import type { Lead } from '@clinic/domain';
import type * as Xlsx from 'xlsx-js-style';
import type { WorkSheet } from 'xlsx-js-style';

import { leadExportFileName, leadExportRows, leadExportWidths } from './lead-export';
import { LEADS_SCREEN_TEXT as T } from './leads.text';
import { downloadBytes } from '../../lib/download-file';
import { HEADER_STYLE } from '../../lib/xlsx-rows';

/** Excel's built-in id of the Text format ('@'), which only guarded cells use (lead-export.ts). */
const TEXT_FORMAT_ID = 49;

/** What the workbook needs of xlsx-js-style (the module, loaded on demand in the browser, directly in tests). */
export type XlsxLibrary = Pick<typeof Xlsx, 'utils' | 'write' | 'CFB'>;

/** The zip container API bundled in xlsx-js-style (typed `any` there). */
interface ZipContainer {
  FullPaths: string[];
  FileIndex: { content: Uint8Array }[];
}
interface ZipApi {
  read(data: Uint8Array, options: { type: 'array' }): ZipContainer;
  write(container: ZipContainer, options: { fileType: 'zip'; type: 'array' }): Uint8Array | number[];
}

/** leads_YYYY-MM-DD.xlsx as bytes: the sheet 'Leads' with every cell a formula could hide in guarded. */
export function buildLeadsWorkbook(xlsx: XlsxLibrary, leads: readonly Lead[]): Uint8Array {
  const { utils } = xlsx;
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
  const written = xlsx.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return withQuotePrefix(xlsx.CFB as ZipApi, new Uint8Array(written));
}

/**
 * OWASP's neutralisation without changing what the person sees: the guarded cells' style gets
 * `quotePrefix="1"`, the mark Excel itself sets on a cell typed with a leading apostrophe (the text
 * shows as it is, and editing it keeps it text). xlsx-js-style writes no such attribute, so it is
 * added to the written styles.
 */
function withQuotePrefix(zip: ZipApi, written: Uint8Array): Uint8Array {
  const container = zip.read(written, { type: 'array' });
  const styles = container.FileIndex[container.FullPaths.findIndex((path) => path.endsWith('/xl/styles.xml'))];
  if (!styles) throw new Error('xl/styles.xml missing from the written workbook');
  const xml = new TextDecoder().decode(styles.content);
  styles.content = new TextEncoder().encode(xml.replaceAll(`<xf numFmtId="${TEXT_FORMAT_ID}"`, `<xf quotePrefix="1" numFmtId="${TEXT_FORMAT_ID}"`));
  const zipped = zip.write(container, { fileType: 'zip', type: 'array' });
  return zipped instanceof Uint8Array ? zipped : Uint8Array.from(zipped);
}

/**
 * Builds leads_YYYY-MM-DD.xlsx in the browser and downloads it. xlsx-js-style is loaded here, on
 * the first click, so the page's first load stays small. Returns the file's name.
 */
export async function downloadLeadsWorkbook(leads: readonly Lead[]): Promise<string> {
  const xlsx = await import('xlsx-js-style');
  const bytes = buildLeadsWorkbook(xlsx, leads);
  const fileName = leadExportFileName();
  downloadBytes(bytes, fileName);
  return fileName;
}
