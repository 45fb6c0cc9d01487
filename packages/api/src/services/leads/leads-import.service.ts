import { type Database, type Executor, type Kysely, findLeadWhatsappsByDigits, insertLeads, lockForTransaction } from '@clinic/db';
import {
  LEAD_IMPORT_CHUNK,
  type LeadImportCheckInput,
  type LeadImportCheckResult,
  type LeadImportRawRow,
  type LeadImportResult,
  type LeadImportValues,
  checkImportRow,
  describeLeadImport,
  findImportDuplicates,
  phoneDigits,
} from '@clinic/domain';

import type { Actor } from '../../context';
import { logActivity } from '../activity-log';
import { idempotencyScope, idempotentTransaction } from '../idempotency';

/** Imports take turns, so two imports of one file never both decide a number is new (advisory-lock key). */
const LEAD_IMPORT_LOCK = 724_003;

/** The stored numbers among these, and their digits (what a duplicate is compared by). */
async function existingNumbers(db: Executor, whatsapps: readonly string[]): Promise<{ stored: string[]; digits: Set<string> }> {
  const wanted = [...new Set(whatsapps.map(phoneDigits))];
  const stored = await findLeadWhatsappsByDigits(db, wanted);
  return { stored, digits: new Set(stored.map(phoneDigits)) };
}

/**
 * The dry run behind the preview: every row through the import's own rules, answered row by row
 * (only rows with a problem are listed), plus the WhatsApp numbers already stored. Writes nothing.
 */
export async function checkLeadImport(db: Kysely<Database>, input: LeadImportCheckInput): Promise<LeadImportCheckResult> {
  const checks = input.rows.map((row) => checkImportRow(row as LeadImportRawRow));
  const whatsapps = checks.map((check) => (check.ok ? check.values.whatsapp : null));
  const existing = await existingNumbers(db, whatsapps.filter((w): w is string => w !== null));
  const duplicates = findImportDuplicates(whatsapps, existing.digits);
  const rows: LeadImportCheckResult['rows'] = [];
  checks.forEach((check, index) => {
    const duplicate = duplicates[index] ?? null;
    if (!check.ok || duplicate) rows.push({ row: index + 1, errors: check.ok ? [] : check.errors, duplicate });
  });
  const invalid = checks.filter((check) => !check.ok).length;
  return {
    total: checks.length,
    valid: checks.length - invalid,
    invalid,
    duplicates: duplicates.filter(Boolean).length,
    rows,
    existingWhatsapps: existing.stored.sort(),
  };
}

/**
 * The import as one transaction: duplicates (by WhatsApp digits, against stored leads and earlier
 * rows) found inside it, the rows inserted in chunks of one multi-row INSERT each, and one log row
 * with the counts. Every row was validated by the input schema, so nothing here refuses a row.
 */
export async function importLeads(db: Kysely<Database>, actor: Actor, input: LeadImportValues, idempotencyKey?: string): Promise<LeadImportResult> {
  return idempotentTransaction(db, { scope: idempotencyScope('leads.import', actor), key: idempotencyKey, body: input }, async (tx) => {
    await lockForTransaction(tx, LEAD_IMPORT_LOCK);
    const existing = await existingNumbers(tx, input.rows.map((row) => row.whatsapp));
    const duplicates = findImportDuplicates(
      input.rows.map((row) => row.whatsapp),
      existing.digits,
    );
    const rows = input.skipDuplicates ? input.rows.filter((_, index) => !duplicates[index]) : input.rows;
    let imported = 0;
    for (let start = 0; start < rows.length; start += LEAD_IMPORT_CHUNK) {
      imported += await insertLeads(tx, rows.slice(start, start + LEAD_IMPORT_CHUNK));
    }
    const duplicateCount = duplicates.filter(Boolean).length;
    const description = describeLeadImport(imported, duplicateCount, input.skipDuplicates);
    await logActivity(tx, actor, { action: 'import', entity: 'lead', entityId: null, description });
    return { imported, duplicates: duplicateCount, skippedDuplicates: input.skipDuplicates, description };
  });
}
