import { z } from 'zod';

import {
  LEAD_IMPORT_FIELDS,
  type LeadImportRawRow,
  checkImportRow,
  describeImportIssue,
  describeImportRow,
} from './leads.import';
import type { LeadValues } from './leads.schemas';

/**
 * Most rows one import takes. 5,000 rows of a typical clinic sheet (name, WhatsApp, a short origin,
 * a date: ~110 bytes each in JSON) are ~550 KB, inside the server's 1 MiB body limit with room for
 * long names and origins; a bigger file is split by the user. Inserted in chunks, they take seconds.
 */
export const LEAD_IMPORT_MAX_ROWS = 5_000;
/** Rows per multi-row INSERT (4 parameters each: far under PostgreSQL's 65,535). */
export const LEAD_IMPORT_CHUNK = 1_000;
/** Rows with problems named in one 400 answer (the message names the first few). */
const MAX_REPORTED_ROWS = 100;
const MESSAGE_ROWS = 3;

export const LEAD_IMPORT_MESSAGES = {
  rowsRequired: 'Envie as linhas da planilha em "rows"',
  noRows: 'Nenhuma linha para importar',
  tooManyRows: `Máximo de ${LEAD_IMPORT_MAX_ROWS.toLocaleString('pt-BR')} linhas por importação. Divida o arquivo.`,
  invalidCell: 'Valor inválido: use texto ou número',
  invalidRows: (count: number, details: string[]) =>
    `${count === 1 ? '1 linha inválida' : `${count.toLocaleString('pt-BR')} linhas inválidas`}; nada foi importado. ` +
    `${details.join('; ')}${count > details.length ? `; e mais ${count - details.length}` : ''}.`,
} as const;

/** A cell as sent: text, a number (Excel date serial, phone digits) or empty; normalised like the preview does. */
const ZImportCell = z.union([z.string(), z.number(), z.null()], { error: LEAD_IMPORT_MESSAGES.invalidCell }).optional();

/** One spreadsheet row, fields named as a lead's; values before normalisation. */
export const ZLeadImportRow = z.object({
  name: ZImportCell,
  whatsapp: ZImportCell,
  origin: ZImportCell,
  date: ZImportCell,
});

const ZImportRows = z
  .array(ZLeadImportRow, { error: LEAD_IMPORT_MESSAGES.rowsRequired })
  .min(1, { message: LEAD_IMPORT_MESSAGES.noRows, abort: true })
  .max(LEAD_IMPORT_MAX_ROWS, { message: LEAD_IMPORT_MESSAGES.tooManyRows, abort: true });

/**
 * Every row through the §5 rules. One bad row refuses the whole import: the first issue (the
 * message) names the first rows and their reasons, then one issue per problem at `rows.{index}.{field}`.
 * Rows are numbered from 1 in the order sent.
 */
const ZValidImportRows = ZImportRows.transform((rows, ctx): LeadValues[] => {
  const values: LeadValues[] = [];
  const problems: { index: number; field: string; text: string }[] = [];
  const firstRows: string[] = [];
  let badRows = 0;
  rows.forEach((row, index) => {
    const check = checkImportRow(row as LeadImportRawRow);
    if (check.ok) values.push(check.values);
    else {
      badRows += 1;
      if (badRows <= MESSAGE_ROWS) firstRows.push(describeImportRow(index + 1, check.errors));
      if (badRows <= MAX_REPORTED_ROWS) {
        for (const issue of check.errors) problems.push({ index, field: issue.field, text: describeImportIssue(index + 1, issue) });
      }
    }
  });
  if (badRows === 0) return values;
  ctx.issues.push({ code: 'custom', message: LEAD_IMPORT_MESSAGES.invalidRows(badRows, firstRows), input: rows, path: [] });
  for (const p of problems) ctx.issues.push({ code: 'custom', message: p.text, input: rows, path: [p.index, p.field] });
  return z.NEVER;
});

/** POST /api/leads/import/check: the same rows, answered row by row instead of refused. */
export const ZLeadImportCheckInput = z.object({ rows: ZImportRows });
export type LeadImportCheckInput = z.input<typeof ZLeadImportCheckInput>;

/** POST /api/leads/import: every row valid, or nothing is written. */
export const ZLeadImportInput = z.object({
  rows: ZValidImportRows,
  /** Default true: rows whose WhatsApp digits match a stored lead, or an earlier row, are not imported. */
  // A union, not z.boolean(): the REST adapter coerces top-level booleans, and Boolean('false') is true.
  skipDuplicates: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
      error: 'skipDuplicates deve ser true ou false',
    })
    .optional()
    .default(true),
});
export type LeadImportInput = z.input<typeof ZLeadImportInput>;
export type LeadImportValues = z.output<typeof ZLeadImportInput>;

const ZImportIssue = z.object({ field: z.enum(LEAD_IMPORT_FIELDS), message: z.string() });
export const ZLeadImportDuplicate = z.enum(['existing', 'file']);
export type LeadImportDuplicate = z.infer<typeof ZLeadImportDuplicate>;

export const ZLeadImportCheckResult = z.object({
  /** Rows sent. */
  total: z.number().int(),
  /** Rows that pass the §5 rules (duplicates included). */
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Valid rows whose WhatsApp is already stored ('existing') or repeats an earlier row ('file'). */
  duplicates: z.number().int(),
  /** Only the rows with a problem, numbered from 1 in the order sent. */
  rows: z.array(
    z.object({
      row: z.number().int(),
      errors: z.array(ZImportIssue),
      duplicate: ZLeadImportDuplicate.nullable(),
    }),
  ),
  /** The WhatsApp numbers of the file already held by a stored lead, as stored. */
  existingWhatsapps: z.array(z.string()),
});
export type LeadImportCheckResult = z.infer<typeof ZLeadImportCheckResult>;

export const ZLeadImportResult = z.object({
  imported: z.number().int(),
  /** Duplicates found (see the check); skipped or imported as asked. */
  duplicates: z.number().int(),
  skippedDuplicates: z.boolean(),
  /** The log line: 'Importou 120 leads (3 duplicados ignorados)'. */
  description: z.string(),
});
export type LeadImportResult = z.infer<typeof ZLeadImportResult>;
