import type { ImportCell } from '@clinic/domain';

/** A spreadsheet's first sheet: the header row and the data rows with their line numbers in the file. */
export interface ImportSheet {
  fileName: string;
  headers: string[];
  rows: { line: number; cells: ImportCell[] }[];
}

/** The accepted files (the picker's filter; the reader also tries anything else it is given). */
export const IMPORT_ACCEPT =
  '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** CSV text: UTF-8 when it decodes cleanly, else Windows-1252 (Excel on Windows saves CSV that way in Brazil). */
function decodeCsv(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const isCsv = (file: File) => /\.csv$/i.test(file.name) || file.type === 'text/csv';

/**
 * Reads .xlsx or .csv in the browser with xlsx-js-style, loaded here on first use (like the export).
 * CSV cells stay text (`raw`), so '10/05/2026' is never read as a US date; in .xlsx a date cell comes
 * as its Excel serial number. Line numbers are the file's own (the header is line 1 when it is first).
 */
export async function readLeadImportFile(file: File): Promise<ImportSheet> {
  const [{ read, utils }, bytes] = await Promise.all([import('xlsx-js-style'), file.arrayBuffer()]);
  const book = isCsv(file) ? read(decodeCsv(bytes), { type: 'string', raw: true }) : read(bytes, { type: 'array' });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet?.['!ref']) return { fileName: file.name, headers: [], rows: [] };
  const firstLine = utils.decode_range(sheet['!ref']).s.r + 1;
  const table = utils.sheet_to_json<ImportCell[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  const headerIndex = table.findIndex((row) => row.some((cell) => cell !== null && String(cell).trim() !== ''));
  if (headerIndex < 0) return { fileName: file.name, headers: [], rows: [] };
  const width = Math.max(...table.map((row) => row.length));
  const headers = Array.from({ length: width }, (_, c) => String(table[headerIndex]![c] ?? '').trim());
  const rows = table.slice(headerIndex + 1).map((cells, i) => ({ line: firstLine + headerIndex + 1 + i, cells }));
  return { fileName: file.name, headers, rows };
}
