import {
  type ImportCell,
  LEAD_IMPORT_FIELDS,
  type LeadImportCheckResult,
  type LeadImportDuplicate,
  type LeadImportField,
  type LeadImportIssue,
  type LeadImportRawRow,
  isBlankImportRow,
  normalizeImportRow,
} from '@clinic/domain';

export type ImportColumns = Record<LeadImportField, number | null>;

/** One data row of the file under the chosen columns: its line, the normalised values it will send. */
export interface ImportRow {
  line: number;
  values: Record<LeadImportField, string>;
}

/** The rows under the chosen columns, blank lines left out, each normalised as the server will. */
export function mapImportRows(rows: readonly { line: number; cells: readonly ImportCell[] }[], columns: ImportColumns): ImportRow[] {
  const mapped: ImportRow[] = [];
  for (const { line, cells } of rows) {
    const raw: LeadImportRawRow = {};
    for (const field of LEAD_IMPORT_FIELDS) {
      const column = columns[field];
      raw[field] = column === null ? null : (cells[column] ?? null);
    }
    if (!isBlankImportRow(raw)) mapped.push({ line, values: normalizeImportRow(raw) });
  }
  return mapped;
}

export interface RowVerdict {
  errors: LeadImportIssue[];
  duplicate: LeadImportDuplicate | null;
}

/** The server's check, row by row (its rows are numbered 1… in the order sent). */
export function verdictsByIndex(check: LeadImportCheckResult): Map<number, RowVerdict> {
  return new Map(check.rows.map((row) => [row.row - 1, { errors: row.errors, duplicate: row.duplicate }]));
}

/**
 * What 'Importar N leads' sends: every valid row, duplicates included (the server skips them inside
 * its transaction unless told otherwise, so its log counts them).
 */
export function validImportRows(rows: readonly ImportRow[], verdicts: ReadonlyMap<number, RowVerdict>): ImportRow[] {
  return rows.filter((_, index) => !verdicts.get(index)?.errors.length);
}

/** How many leads the import will create. */
export function importCount(check: LeadImportCheckResult, skipDuplicates: boolean): number {
  return check.valid - (skipDuplicates ? check.duplicates : 0);
}

/** The request's size in bytes (the server takes at most 1 MiB of JSON). */
export function importBodyBytes(rows: readonly ImportRow[]): number {
  return new TextEncoder().encode(JSON.stringify({ rows: rows.map((row) => row.values), skipDuplicates: true })).length;
}
