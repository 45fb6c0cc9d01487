import { sql } from 'kysely';

import type { Executor } from '../executor';
import { type SettingsChanges, settingsRowReader, settingsRowWriter } from './settings-rows';
import type { LeadIntakeRow, LeadIntakeSource, LeadRow } from '../tables';

/** The one Meta Lead Ads settings row, read (created when missing) and changed: see settings-rows.ts. */
export const findMetaLeadsSettingsRow = settingsRowReader('metaLeadsSettings');
export type MetaLeadsSettingsChanges = SettingsChanges<'metaLeadsSettings'>;
export const updateMetaLeadsSettingsRow = settingsRowWriter('metaLeadsSettings');

export interface NewLeadIntake {
  leadgenId: string;
  pageId: string | null;
  formId: string | null;
  source: LeadIntakeSource;
}

/** The intake row of a leadgen_id, once: undefined when it already existed (a repeated delivery). */
export async function insertLeadIntake(db: Executor, intake: NewLeadIntake): Promise<LeadIntakeRow | undefined> {
  return db
    .insertInto('leadIntake')
    .values(intake)
    .onConflict((oc) => oc.column('leadgenId').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function findLeadIntakeById(db: Executor, id: number): Promise<LeadIntakeRow | undefined> {
  return db.selectFrom('leadIntake').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findLeadIntakeByLeadgenId(db: Executor, leadgenId: string): Promise<LeadIntakeRow | undefined> {
  return db.selectFrom('leadIntake').selectAll().where('leadgenId', '=', leadgenId).executeTakeFirst();
}

/** Locks the intake row of a leadgen_id until the transaction ends (one import at a time per lead). */
export async function lockLeadIntake(db: Executor, leadgenId: string): Promise<LeadIntakeRow | undefined> {
  return db.selectFrom('leadIntake').selectAll().where('leadgenId', '=', leadgenId).forUpdate().executeTakeFirst();
}

export async function updateLeadIntake(
  db: Executor,
  id: number,
  changes: Partial<Pick<LeadIntakeRow, 'status' | 'attempts' | 'error' | 'leadId' | 'jobId' | 'formId' | 'pageId'>>,
): Promise<LeadIntakeRow | undefined> {
  return db
    .updateTable('leadIntake')
    .set({ ...changes, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** 'Falhas de importação': the intakes that failed for good, newest first. */
export async function findFailedLeadIntakes(db: Executor, limit = 200): Promise<LeadIntakeRow[]> {
  return db
    .selectFrom('leadIntake')
    .selectAll()
    .where('status', '=', 'falhou')
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The newest lead with this stored WhatsApp created at or after `since`, if any. */
export async function findRecentLeadByWhatsapp(
  db: Executor,
  whatsapp: string,
  since: Date,
): Promise<Pick<LeadRow, 'id' | 'name'> | undefined> {
  return db
    .selectFrom('leads')
    .select(['id', 'name'])
    .where('whatsapp', '=', whatsapp)
    .where('createdAt', '>=', since)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Holds a transaction-scoped advisory lock on a text (two imports of one WhatsApp take turns). */
export async function lockText(db: Executor, text: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${text}))`.execute(db);
}

/** Idempotency-Key: reserves the key (waits for a concurrent holder to commit); undefined when it was taken. */
export async function reserveIdempotencyKey(db: Executor, scope: string, key: string, bodyHash: string): Promise<boolean> {
  const row = await db
    .insertInto('idempotencyKeys')
    .values({ scope, key, bodyHash })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findIdempotencyKey(
  db: Executor,
  scope: string,
  key: string,
): Promise<{ bodyHash: string; response: unknown } | undefined> {
  return db.selectFrom('idempotencyKeys').select(['bodyHash', 'response']).where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
}

export async function storeIdempotentResponse(db: Executor, scope: string, key: string, response: unknown): Promise<void> {
  await db.updateTable('idempotencyKeys').set({ response: JSON.stringify(response) }).where('scope', '=', scope).where('key', '=', key).execute();
}
