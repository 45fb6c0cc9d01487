import { type Expression, type RawBuilder, sql } from 'kysely';

import type { Executor } from '../executor';
import type { ConsentRow, IncidentRow, NewConsentRow, NewIncidentRow, NewPrivacyRequestRow, PrivacyRequestRow } from '../tables';

/** The purpose the WhatsApp reminders depend on (the one truth of #23's consent since #27). */
export const WHATSAPP_REMINDERS_PURPOSE = 'lembretes_whatsapp';

/** SQL: whether the patient `patientId` (a column reference) has an active WhatsApp reminders consent. */
export function hasActiveWhatsappConsent(patientId: Expression<number | null> | RawBuilder<number>): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from consents k where k.patient_id = ${patientId}
    and k.purpose = ${WHATSAPP_REMINDERS_PURPOSE} and k.revoked_at is null)`;
}

/** Whose consents: a patient's or a lead's. */
export type ConsentHolder = { patientId: number } | { leadId: number };

export interface ConsentWithNames extends ConsentRow {
  recordedByName: string | null;
  revokedByName: string | null;
}

function consentsWithNames(db: Executor) {
  return db
    .selectFrom('consents as c')
    .leftJoin('users as r', 'r.id', 'c.recordedBy')
    .leftJoin('users as v', 'v.id', 'c.revokedBy')
    .selectAll('c')
    .select([
      sql<string | null>`r.first_name || ' ' || r.last_name`.as('recordedByName'),
      sql<string | null>`v.first_name || ' ' || v.last_name`.as('revokedByName'),
    ]);
}

/** A holder's consents, the active ones first, then the newest. */
export async function findConsentsOf(db: Executor, holder: ConsentHolder): Promise<ConsentWithNames[]> {
  return consentsWithNames(db)
    .where('patientId' in holder ? 'c.patientId' : 'c.leadId', '=', 'patientId' in holder ? holder.patientId : holder.leadId)
    .orderBy(sql`c.revoked_at is null`, 'desc')
    .orderBy('c.recordedAt', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

export async function findConsentWithNames(db: Executor, id: number): Promise<ConsentWithNames | undefined> {
  return consentsWithNames(db).where('c.id', '=', id).executeTakeFirst();
}

/** The holder's active consent for a purpose, if any. */
export async function findActiveConsent(db: Executor, holder: ConsentHolder, purpose: string): Promise<ConsentRow | undefined> {
  return db
    .selectFrom('consents')
    .selectAll()
    .where('patientId' in holder ? 'patientId' : 'leadId', '=', 'patientId' in holder ? holder.patientId : holder.leadId)
    .where('purpose', '=', purpose)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
}

export async function insertConsent(db: Executor, consent: NewConsentRow): Promise<ConsentRow> {
  return db.insertInto('consents').values(consent).returningAll().executeTakeFirstOrThrow();
}

/** Revokes a consent still active; undefined when it was already revoked (or does not exist). */
export async function revokeConsentRow(
  db: Executor,
  id: number,
  revocation: { at: Date; by: number | null; method: string | null },
): Promise<ConsentRow | undefined> {
  return db
    .updateTable('consents')
    .set({ revokedAt: revocation.at, revokedBy: revocation.by, revokeMethod: revocation.method })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Locks a consent row (a revocation racing another). */
export async function lockConsent(db: Executor, id: number): Promise<ConsentRow | undefined> {
  return db.selectFrom('consents').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

// ── Holder requests ────────────────────────────────────────────────────────

export interface PrivacyRequestWithNames extends PrivacyRequestRow {
  /** The patient's or lead's current name, else the typed one. */
  displayName: string | null;
  answeredByName: string | null;
}

function requestsWithNames(db: Executor) {
  return db
    .selectFrom('privacyRequests as q')
    .leftJoin('patients as p', 'p.id', 'q.patientId')
    .leftJoin('leads as l', 'l.id', 'q.leadId')
    .leftJoin('users as u', 'u.id', 'q.answeredBy')
    .selectAll('q')
    .select([
      sql<string | null>`coalesce(p.first_name || ' ' || p.last_name, l.name, q.holder_name)`.as('displayName'),
      sql<string | null>`u.first_name || ' ' || u.last_name`.as('answeredByName'),
    ]);
}

/** Every request: the open ones first by deadline, then the closed ones, newest first. */
export async function findPrivacyRequests(db: Executor, filter: { openOnly?: boolean } = {}): Promise<PrivacyRequestWithNames[]> {
  let query = requestsWithNames(db);
  if (filter.openOnly) query = query.where('q.status', 'in', ['aberta', 'em_andamento']);
  return query
    .orderBy(sql`q.status in ('aberta', 'em_andamento')`, 'desc')
    .orderBy(sql`case when q.status in ('aberta', 'em_andamento') then q.due_on end`, 'asc')
    .orderBy('q.receivedOn', 'desc')
    .orderBy('q.id', 'desc')
    .limit(1000)
    .execute();
}

export async function findPrivacyRequest(db: Executor, id: number, options: { lock?: boolean } = {}): Promise<PrivacyRequestWithNames | undefined> {
  if (options.lock) await db.selectFrom('privacyRequests').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  return requestsWithNames(db).where('q.id', '=', id).executeTakeFirst();
}

export async function insertPrivacyRequest(db: Executor, row: NewPrivacyRequestRow): Promise<PrivacyRequestRow> {
  return db.insertInto('privacyRequests').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updatePrivacyRequestRow(
  db: Executor,
  id: number,
  changes: Partial<Pick<PrivacyRequestRow, 'status' | 'answer' | 'details' | 'answeredAt' | 'answeredBy'>>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable('privacyRequests').set(changes).where('id', '=', id).execute();
}

// ── Incidents ──────────────────────────────────────────────────────────────

export interface IncidentWithNames extends IncidentRow {
  createdByName: string | null;
}

function incidentsWithNames(db: Executor) {
  return db
    .selectFrom('incidents as i')
    .leftJoin('users as u', 'u.id', 'i.createdBy')
    .selectAll('i')
    .select(sql<string | null>`u.first_name || ' ' || u.last_name`.as('createdByName'));
}

/** Every incident, the open ones first, newest discovery first. */
export async function findIncidents(db: Executor): Promise<IncidentWithNames[]> {
  return incidentsWithNames(db)
    .orderBy(sql`i.status = 'aberto'`, 'desc')
    .orderBy('i.discoveredAt', 'desc')
    .orderBy('i.id', 'desc')
    .limit(1000)
    .execute();
}

export async function findIncident(db: Executor, id: number, options: { lock?: boolean } = {}): Promise<IncidentWithNames | undefined> {
  if (options.lock) await db.selectFrom('incidents').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  return incidentsWithNames(db).where('i.id', '=', id).executeTakeFirst();
}

export async function insertIncident(db: Executor, row: NewIncidentRow): Promise<IncidentRow> {
  return db.insertInto('incidents').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateIncidentRow(
  db: Executor,
  id: number,
  changes: Partial<Pick<IncidentRow, 'measures' | 'risk' | 'communications' | 'anpdNotifiedOn' | 'status'>>,
): Promise<void> {
  await db
    .updateTable('incidents')
    .set({ ...changes, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}
