/**
 * Pure rules of the leads import (.xlsx/.csv): which column holds which field, how a cell becomes a
 * lead value, and which rows are invalid or duplicated. The browser's preview and the server's check
 * and import run this same code, so the preview tells the truth.
 */
import { isIsoDate } from '../common/dates';
import { isPhoneFormat, normalizePhone, phoneDigits } from '../common/phone';
import { LEAD_MESSAGES, type LeadValues, ZLeadInput } from './leads.schemas';

/** The fields a file's columns map to, in the order the dialog shows them. */
export const LEAD_IMPORT_FIELDS = ['name', 'whatsapp', 'origin', 'date'] as const;
export type LeadImportField = (typeof LEAD_IMPORT_FIELDS)[number];

/** A cell as a spreadsheet gives it: text, a number (an Excel date serial, digits), or nothing. */
export type ImportCell = string | number | boolean | null | undefined;
export type LeadImportRawRow = Partial<Record<LeadImportField, ImportCell>>;

export interface LeadImportIssue {
  field: LeadImportField;
  message: string;
}

export type LeadImportRowCheck = { ok: true; values: LeadValues } | { ok: false; errors: LeadImportIssue[] };

/** A date the import cannot read (dd/mm/aaaa is how a spreadsheet user writes it). */
export const LEAD_IMPORT_DATE_INVALID = 'Data inválida (use dd/mm/aaaa ou aaaa-mm-dd)';

/** Lower case, no accents, no punctuation, single spaces: 'Data  Origem ' → 'data origem'. */
export function normalizeHeader(header: unknown): string {
  return String(header ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Header words per field, best first. A header equal to a word wins over one that only contains it;
 * 'data conversao' never counts as the lead's date (the export has both columns).
 */
const HEADER_WORDS: Record<LeadImportField, readonly string[]> = {
  name: ['nome', 'nome completo', 'name', 'cliente', 'paciente', 'lead'],
  whatsapp: ['whatsapp', 'whats', 'wpp', 'zap', 'telefone', 'celular', 'fone', 'phone', 'contato'],
  origin: ['origem', 'origin', 'fonte', 'canal', 'campanha', 'source'],
  date: ['data', 'data origem', 'data de origem', 'data entrada', 'date', 'dia', 'criado em'],
};
const HEADER_EXCLUDED: Partial<Record<LeadImportField, RegExp>> = { date: /conversao/ };

function headerScore(field: LeadImportField, header: string): number {
  if (!header || HEADER_EXCLUDED[field]?.test(header)) return 0;
  const words = HEADER_WORDS[field];
  const exact = words.indexOf(header);
  if (exact >= 0) return 100 - exact;
  const tokens = header.split(' ');
  const partial = words.findIndex((word) => (word.includes(' ') ? header.includes(word) : tokens.includes(word)));
  return partial >= 0 ? 50 - partial : 0;
}

/**
 * Guesses each field's column from the header names (case- and accent-insensitive): the best-scoring
 * column per field, each column used once; `null` when no header fits.
 */
export function guessImportColumns(headers: readonly unknown[]): Record<LeadImportField, number | null> {
  const normalized = headers.map(normalizeHeader);
  const candidates: { field: LeadImportField; column: number; score: number }[] = [];
  for (const field of LEAD_IMPORT_FIELDS) {
    normalized.forEach((header, column) => {
      const score = headerScore(field, header);
      if (score > 0) candidates.push({ field, column, score });
    });
  }
  candidates.sort((a, b) => b.score - a.score || a.column - b.column);
  const guess: Record<LeadImportField, number | null> = { name: null, whatsapp: null, origin: null, date: null };
  const used = new Set<number>();
  for (const { field, column } of candidates) {
    if (guess[field] !== null || used.has(column)) continue;
    guess[field] = column;
    used.add(column);
  }
  return guess;
}

const DAY_MS = 86_400_000;
/** Excel's day 0 (its 1900 leap-year bug included), as the export writes it. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
/** Serials from 1900-01-01 to 9999-12-31; a time of day (the fraction) is dropped. */
const EXCEL_SERIAL_MIN = 1;
const EXCEL_SERIAL_MAX = 2_958_465;

/** Excel's date serial (days since 1899-12-30) → yyyy-MM-dd, free of any time zone; null when out of range. */
export function excelSerialToIsoDate(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < EXCEL_SERIAL_MIN || serial > EXCEL_SERIAL_MAX) return null;
  return new Date(EXCEL_EPOCH_MS + Math.floor(serial) * DAY_MS).toISOString().slice(0, 10);
}

const BR_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/;
const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A cell → yyyy-MM-dd: Excel serial numbers, dd/MM/yyyy (also with '-' or '.', one-digit day or
 * month, a time after it) and yyyy-MM-dd (a time after it is dropped). Anything else comes back as
 * the trimmed text ('' when empty), for the validation to refuse.
 */
export function parseImportDate(value: ImportCell): string {
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  if (typeof value === 'number') return excelSerialToIsoDate(value) ?? String(value);
  const text = value.trim();
  const br = BR_DATE.exec(text);
  const iso = br ? `${br[3]}-${br[2]!.padStart(2, '0')}-${br[1]!.padStart(2, '0')}` : undefined;
  if (iso && isIsoDate(iso)) return iso;
  const day = ISO_DAY.exec(text);
  const isoDay = day ? `${day[1]}-${day[2]!.padStart(2, '0')}-${day[3]!.padStart(2, '0')}` : undefined;
  if (isoDay && isIsoDate(isoDay)) return isoDay;
  return text;
}

/**
 * A cell → the WhatsApp as leads store it: 10 or 11 digits (also with +55 in front, or typed with
 * any punctuation) become '(xx) xxxx-xxxx' / '(xx) xxxxx-xxxx', by the normaliser of every phone
 * field. Anything else comes back trimmed, for the validation to refuse with the §5 message.
 */
export function normalizeImportWhatsapp(value: ImportCell): string {
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  const text = String(value).trim();
  if (isPhoneFormat(text)) return text;
  return normalizePhone(text) ?? text;
}

function cellText(value: ImportCell): string {
  if (value === null || value === undefined || typeof value === 'boolean') return '';
  return String(value).trim();
}

/** A raw row → the four lead fields as text, normalised (dates as yyyy-MM-dd, WhatsApp formatted). */
export function normalizeImportRow(raw: LeadImportRawRow): Record<LeadImportField, string> {
  return {
    name: cellText(raw.name),
    whatsapp: normalizeImportWhatsapp(raw.whatsapp),
    origin: cellText(raw.origin),
    date: parseImportDate(raw.date),
  };
}

/** True when none of the four mapped cells holds anything (a blank line in the file). */
export function isBlankImportRow(raw: LeadImportRawRow): boolean {
  return LEAD_IMPORT_FIELDS.every((field) => cellText(raw[field]) === '');
}

/** One row through the same rules as the 'Novo Lead' form (spec §5), after normalising it. */
export function checkImportRow(raw: LeadImportRawRow): LeadImportRowCheck {
  const result = ZLeadInput.safeParse(normalizeImportRow(raw));
  if (result.success) return { ok: true, values: result.data };
  const errors = result.error.issues.map((issue) => {
    const field = issue.path[0] as LeadImportField;
    const message = field === 'date' && issue.message === LEAD_MESSAGES.dateInvalid ? LEAD_IMPORT_DATE_INVALID : issue.message;
    return { field, message };
  });
  return { ok: false, errors };
}

/**
 * For each row, whether its WhatsApp repeats: 'existing' when a lead with the same digits is already
 * stored, 'file' when an earlier row of the same file has them, null otherwise. Rows given as null
 * (invalid ones) are neither duplicates nor the first of their number.
 */
export function findImportDuplicates(
  whatsapps: readonly (string | null)[],
  existingDigits: ReadonlySet<string>,
): ('existing' | 'file' | null)[] {
  const seen = new Set<string>();
  return whatsapps.map((whatsapp) => {
    if (whatsapp === null) return null;
    const digits = phoneDigits(whatsapp);
    if (existingDigits.has(digits)) return 'existing';
    if (seen.has(digits)) return 'file';
    seen.add(digits);
    return null;
  });
}

/** The field names as the dialog and the error messages show them. */
export const LEAD_IMPORT_FIELD_LABELS: Record<LeadImportField, string> = {
  name: 'Nome',
  whatsapp: 'WhatsApp',
  origin: 'Origem',
  date: 'Data',
};

/** 'Linha 3: WhatsApp: Formato inválido. Use: (xx) xxxxx-xxxx' */
export function describeImportIssue(line: number, issue: LeadImportIssue): string {
  return `Linha ${line}: ${LEAD_IMPORT_FIELD_LABELS[issue.field]}: ${issue.message}`;
}

/** Every problem of one row: 'Linha 4: Nome: Nome é obrigatório, Data: Data é obrigatória' */
export function describeImportRow(line: number, issues: readonly LeadImportIssue[]): string {
  return `Linha ${line}: ${issues.map((issue) => `${LEAD_IMPORT_FIELD_LABELS[issue.field]}: ${issue.message}`).join(', ')}`;
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

/** The log line and the success toast: 'Importou 120 leads (3 duplicados ignorados)'. */
export function describeLeadImport(imported: number, duplicates: number, skipped: boolean): string {
  const base = `Importou ${plural(imported, 'lead', 'leads')}`;
  if (duplicates === 0) return base;
  return `${base} (${plural(duplicates, 'duplicado', 'duplicados')} ${skipped ? (duplicates === 1 ? 'ignorado' : 'ignorados') : duplicates === 1 ? 'incluído' : 'incluídos'})`;
}
