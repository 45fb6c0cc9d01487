import { type Expression, type SqlBool, sql } from 'kysely';

import type { Executor } from '../executor';
import { type Page, inPage } from './paging';
import { versionedUpdate } from './versioned-rows';
import type { LeadRow, NewLeadRow } from '../tables';

export interface LeadFilter {
  /** Words that must all match: digit words in the WhatsApp digits, others in name or origin (case and accents ignored). */
  search?: string;
  /** Leads dated on or after this day (yyyy-MM-dd). */
  dateFrom?: string;
  /** Leads dated on or before this day (yyyy-MM-dd). */
  dateTo?: string;
}

export interface LeadCounts {
  total: number;
  pending: number;
  converted: number;
}

/** Generated column (migration 2026-11-23T0600), trigram-indexed where pg_trgm exists. */
const SEARCH_TEXT = sql`l.search_text`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterConditions(f: LeadFilter): Expression<SqlBool>[] {
  const words = (f.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const where = words.map((word) => {
    if (/^[\d().+\-/]+$/.test(word) && /\d/.test(word)) {
      return sql<SqlBool>`${SEARCH_TEXT} like ${`%${word.replace(/\D/g, '')}%`}`;
    }
    return sql<SqlBool>`${SEARCH_TEXT} like '%' || clinic_fold(${escapeLike(word)}) || '%'`;
  });
  if (f.dateFrom) where.push(sql<SqlBool>`l.date >= ${f.dateFrom}::date`);
  if (f.dateTo) where.push(sql<SqlBool>`l.date <= ${f.dateTo}::date`);
  return where;
}

const LEAD_COLUMNS = [
  'l.id',
  'l.name',
  'l.whatsapp',
  'l.origin',
  'l.date',
  'l.status',
  'l.conversionDate',
  'l.patientId',
  'l.createdAt',
  'l.searchText',
  'l.version',
  'l.stage',
  'l.lostReason',
  'l.nextContactAt',
  'l.firstContactAt',
  'l.leadgenId',
  'l.platform',
  'l.campaignId',
  'l.campaignName',
  'l.adsetId',
  'l.adsetName',
  'l.adId',
  'l.adName',
  'l.formId',
  'l.formAnswers',
  'l.anonymizedAt',
] as const;

/** Leads matching the filter, newest first (by date, then by id); a page when limit/offset are given. */
export async function findLeads(
  db: Executor,
  filter: LeadFilter,
  page: Page = {},
): Promise<LeadRow[]> {
  const where = filterConditions(filter);
  return db
    .selectFrom('leads as l')
    .select(LEAD_COLUMNS)
    .where((eb) => eb.and(where))
    .orderBy('l.date', 'desc')
    .orderBy('l.id', 'desc')
    .$call((query) => inPage(query, page))
    .execute();
}

/** Total, pending and converted over the same filter as `findLeads`, in one scan. */
export async function countLeads(db: Executor, filter: LeadFilter): Promise<LeadCounts> {
  const where = filterConditions(filter);
  const row = await db
    .selectFrom('leads as l')
    .select([
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) filter (where l.status = 'CONVERTIDO')`.as('converted'),
    ])
    .where((eb) => eb.and(where))
    .executeTakeFirstOrThrow();
  const total = Number(row.total);
  const converted = Number(row.converted);
  return { total, pending: total - converted, converted };
}

export async function findLeadById(db: Executor, id: number): Promise<LeadRow | undefined> {
  return db.selectFrom('leads as l').select(LEAD_COLUMNS).where('l.id', '=', id).executeTakeFirst();
}

/** Locks the lead's row until the transaction ends: converts and unconverts of one lead take turns. */
export async function lockLead(db: Executor, id: number): Promise<LeadRow | undefined> {
  return db.selectFrom('leads as l').select(LEAD_COLUMNS).where('l.id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertLead(db: Executor, lead: NewLeadRow): Promise<LeadRow> {
  return db.insertInto('leads').values(lead).returningAll().executeTakeFirstOrThrow();
}

/** Changes a row; with `expectedVersion`, only while it is still at that version (see `updateRowAtVersion`). */
export const updateLead = versionedUpdate('leads');

export async function deleteLead(db: Executor, id: number): Promise<LeadRow | undefined> {
  return db.deleteFrom('leads').where('id', '=', id).returningAll().executeTakeFirst();
}

/** One multi-row INSERT (the import sends chunks of at most a few thousand rows); answers how many went in. */
export async function insertLeads(db: Executor, leads: readonly NewLeadRow[]): Promise<number> {
  if (leads.length === 0) return 0;
  const result = await db.insertInto('leads').values([...leads]).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** The stored WhatsApp numbers whose digits are among `digits` (as stored, one per distinct number). */
export async function findLeadWhatsappsByDigits(db: Executor, digits: readonly string[]): Promise<string[]> {
  if (digits.length === 0) return [];
  const rows = await db
    .selectFrom('leads as l')
    .select('l.whatsapp')
    .distinct()
    .where(sql<SqlBool>`regexp_replace(l.whatsapp, '[^0-9]', '', 'g') = any(${[...digits]}::text[])`)
    .execute();
  return rows.map((row) => row.whatsapp);
}

/**
 * The leads whose WhatsApp is exactly this stored text (every path stores the one format, so the
 * text stands for the number), oldest first, without `excludeId`.
 */
export async function findLeadsByWhatsapp(
  db: Executor,
  whatsapp: string,
  options: { excludeId?: number; limit: number },
): Promise<Pick<LeadRow, 'id' | 'name' | 'whatsapp' | 'status' | 'date'>[]> {
  let query = db
    .selectFrom('leads as l')
    .select(['l.id', 'l.name', 'l.whatsapp', 'l.status', 'l.date'])
    .where('l.whatsapp', '=', whatsapp)
    .orderBy('l.id')
    .limit(options.limit);
  if (options.excludeId !== undefined) query = query.where('l.id', '<>', options.excludeId);
  return query.execute();
}
