import { type Lead, LEAD_TEXT, toIsoDate } from '@clinic/domain';

/**
 * A cell of the export, as SheetJS writes it: text, or a day as Excel's serial number shown dd/MM/yyyy.
 * Text that a spreadsheet would take for a formula carries the Text format ('@'); the writer adds
 * the quote prefix to that format's cells (export-leads.ts).
 */
export type ExportCell = { t: 's'; v: string; s?: typeof GUARDED_TEXT_STYLE } | { t: 'n'; v: number; z: string };

/**
 * OWASP CSV injection: a cell starting with one of these becomes a live formula when it is edited or
 * the file goes through CSV (`=HYPERLINK(…)`, `=cmd|' /C calc'!A0`, `@SUM(…)`, a leading tab or CR).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function startsLikeFormula(value: string): boolean {
  return FORMULA_START.test(value);
}

/** Excel's Text format: what is typed in the cell stays text. Only guarded cells use it. */
export const GUARDED_TEXT_STYLE = { numFmt: '@' } as const;

export const EXPORT_DATE_FORMAT = 'dd/mm/yyyy';
/** Column widths stay between these (in characters). */
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

const DAY_MS = 86_400_000;
/** Excel's day 0 (its 1900 leap-year bug included). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** A yyyy-MM-dd day as Excel's date serial, free of any time zone. */
export function excelDateSerial(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(year, month - 1, day) - EXCEL_EPOCH_MS) / DAY_MS);
}

const text = (v: string): ExportCell => (startsLikeFormula(v) ? { t: 's', v, s: GUARDED_TEXT_STYLE } : { t: 's', v });
const day = (iso: string | null): ExportCell | null => (iso ? { t: 'n', v: excelDateSerial(iso), z: EXPORT_DATE_FORMAT } : null);

/** The sheet 'Leads' (spec §7): header Nome, WhatsApp, Origem, Data Origem, Status, Data Conversão, then one row per lead. */
export function leadExportRows(leads: readonly Lead[]): (ExportCell | null)[][] {
  return [
    LEAD_TEXT.exportColumns.map(text),
    ...leads.map((lead) => [text(lead.name), text(lead.whatsapp), text(lead.origin), day(lead.date), text(lead.status), day(lead.conversionDate)]),
  ];
}

/** Each column as wide as its longest text (a date shows 10 characters), within bounds. */
export function leadExportWidths(rows: readonly (readonly (ExportCell | null)[])[]): number[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, column) => {
      const length = cell === null ? 0 : cell.t === 's' ? cell.v.length : EXPORT_DATE_FORMAT.length;
      widths[column] = Math.max(widths[column] ?? 0, length);
    });
  }
  return widths.map((width) => Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width + 2)));
}

/** leads_YYYY-MM-DD.xlsx, today on this computer's calendar. */
export function leadExportFileName(now: Date = new Date()): string {
  return LEAD_TEXT.exportFileName(toIsoDate(now));
}
