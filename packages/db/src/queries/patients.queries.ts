import { type Expression, type SqlBool, sql } from 'kysely';

import type { Executor } from '../executor';
import { type Page, inPage } from './paging';
import { versionedUpdate } from './versioned-rows';
import { WHATSAPP_REMINDERS_PURPOSE } from './privacy.queries';
import type { NewPatientRow, PatientRow } from '../tables';

/** A patient with the dates the list derives from appointments (spec §4; the first-appointment date is a column). */
export interface PatientWithDerivedDates extends PatientRow {
  consultationDoneDate: string | null;
  firstAttendanceDate: string | null;
  /**
   * The WhatsApp reminders consent (table consents): active or not; when it was given (or, revoked,
   * when it was revoked), how, and the text version of an active one.
   */
  whatsappOptIn: boolean;
  whatsappConsentAt: Date | null;
  whatsappConsentSource: string | null;
  whatsappConsentVersion: number | null;
}

export interface PatientFilter {
  /** Words that must all match: text words in name or email (case and accents ignored), digit words in the phone. */
  search?: string;
  sex?: string;
  status?: string;
  /** Any of these. */
  dysfunctions?: readonly string[];
  /** Earliest scheduled or completed atendimento within these days (inclusive). */
  firstAppointmentFrom?: string;
  firstAppointmentTo?: string;
  /** Patients with this status created in [createdFrom, createdBefore). */
  createdStatus?: string;
  createdFrom?: Date;
  createdBefore?: Date;
  /** Only the archived patients; otherwise only those not archived (the lists never mix them). */
  archived?: boolean;
}

/** Generated columns (migration 2026-11-23T0300), trigram-indexed where pg_trgm exists. */
const SEARCH_TEXT = sql`p.search_text`;
const CPF_DIGITS = sql`p.cpf_digits`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One condition per word: digit words match phone digits (and CPF digits when asked), others the folded text. */
function searchConditions(search: string | undefined, withCpf: boolean): Expression<SqlBool>[] {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  return words.map((word) => {
    if (isDigitWord(word)) {
      const pattern = `%${word.replace(/\D/g, '')}%`;
      return withCpf
        ? sql<SqlBool>`(${SEARCH_TEXT} like ${pattern} or ${CPF_DIGITS} like ${pattern})`
        : sql<SqlBool>`${SEARCH_TEXT} like ${pattern}`;
    }
    return sql<SqlBool>`${SEARCH_TEXT} like '%' || clinic_fold(${escapeLike(word)}) || '%'`;
  });
}

const isDigitWord = (word: string) => /^[\d().+\-/]+$/.test(word) && /\d/.test(word);

/**
 * Whether the matches are best found first and sorted after: two or more words of 3+ letters match
 * few patients, but those sit together in name order (the Marias), and the planner, expecting to
 * meet them early, walked the name index over most of the table instead (99 ms for "maria silva"
 * over 50,000 patients). Found through the trigram index in a subquery that OFFSET 0 keeps apart,
 * then sorted, the same search takes 4 ms. One word, or short ones, keeps the name-index plan,
 * which is the faster one when many patients match.
 */
function matchesFirst(search: string | undefined): boolean {
  const words = (search ?? '').trim().split(/\s+/).filter((word) => word.length >= 3 && !isDigitWord(word));
  return words.length >= 2;
}

function filterConditions(f: PatientFilter): Expression<SqlBool>[] {
  const where = searchConditions(f.search, false);
  // Migration 2026-11-26T0310: the archived ones have their own partial name index.
  where.push(f.archived ? sql<SqlBool>`p.archived_at is not null` : sql<SqlBool>`p.archived_at is null`);
  if (f.sex) where.push(sql<SqlBool>`p.sex = ${f.sex}`);
  if (f.status) where.push(sql<SqlBool>`p.status = ${f.status}`);
  if (f.dysfunctions?.length) where.push(sql<SqlBool>`p.dysfunctions && ${sql.val([...f.dysfunctions])}::text[]`);
  // Kept by triggers on appointments (migration 2026-11-23T0400), indexed.
  if (f.firstAppointmentFrom) where.push(sql<SqlBool>`p.first_appointment_date >= ${f.firstAppointmentFrom}::date`);
  if (f.firstAppointmentTo) where.push(sql<SqlBool>`p.first_appointment_date <= ${f.firstAppointmentTo}::date`);
  if (f.createdStatus) where.push(sql<SqlBool>`p.status = ${f.createdStatus}`);
  if (f.createdFrom) where.push(sql<SqlBool>`p.created_at >= ${f.createdFrom}`);
  if (f.createdBefore) where.push(sql<SqlBool>`p.created_at < ${f.createdBefore}`);
  return where;
}

function selectWithDerivedDates(db: Executor) {
  return db
    .selectFrom('patients as p')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('consents as k')
          .select(['k.givenAt', 'k.method', 'k.revokedAt', 'k.revokeMethod', 'k.textVersion'])
          .whereRef('k.patientId', '=', 'p.id')
          .where('k.purpose', '=', WHATSAPP_REMINDERS_PURPOSE)
          // The active one, else the last revoked.
          .orderBy(sql`k.revoked_at is null`, 'desc')
          .orderBy(sql`coalesce(k.revoked_at, k.recorded_at)`, 'desc')
          .orderBy('k.id', 'desc')
          .limit(1)
          .as('wc'),
      (join) => join.onTrue(),
    )
    .selectAll('p')
    .select([
      sql<boolean>`(wc.text_version is not null and wc.revoked_at is null)`.as('whatsappOptIn'),
      sql<Date | null>`case when wc.revoked_at is null then wc.given_at else wc.revoked_at end`.as('whatsappConsentAt'),
      sql<string | null>`case when wc.revoked_at is null then wc.method else wc.revoke_method end`.as('whatsappConsentSource'),
      sql<number | null>`case when wc.revoked_at is null then wc.text_version end`.as('whatsappConsentVersion'),
      sql<string | null>`(select min(a.date) from appointments a
        where a.patient_id = p.id and a.type = 'consulta' and a.status = 'completed')`.as('consultationDoneDate'),
      // The earliest completed atendimento after the first completed consulta (any, when there is none).
      sql<string | null>`(select a.date from appointments a
        where a.patient_id = p.id and a.type = 'atendimento' and a.status = 'completed'
          and (
            exists (select 1 from appointments c where c.patient_id = p.id and c.type = 'consulta'
              and c.status = 'completed' and (c.date, c.time) < (a.date, a.time))
            or not exists (select 1 from appointments c where c.patient_id = p.id and c.type = 'consulta'
              and c.status = 'completed'))
        order by a.date, a.time limit 1)`.as('firstAttendanceDate'),
    ]);
}

/**
 * Patients matching the filter, by name, with their derived dates; a page when limit/offset are
 * given. The page is chosen first, so the derived dates are computed only for the rows returned.
 */
export async function findPatients(
  db: Executor,
  filter: PatientFilter,
  page: Page = {},
): Promise<PatientWithDerivedDates[]> {
  const where = filterConditions(filter);
  const matching = db
    .selectFrom('patients as p')
    .select(['p.id', sql<string>`lower(p.first_name)`.as('sortFirst'), sql<string>`lower(p.last_name)`.as('sortLast')])
    .where((eb) => eb.and(where));
  // Without OFFSET the subquery is flattened into the outer query (the name-index plan).
  const ids = db
    .selectFrom((matchesFirst(filter.search) ? matching.offset(0) : matching).as('m'))
    .select(['m.id', 'm.sortFirst', 'm.sortLast'])
    .orderBy('m.sortFirst')
    .orderBy('m.sortLast')
    .orderBy('m.id')
    .$call((query) => inPage(query, page));
  return selectWithDerivedDates(db)
    .innerJoin(ids.as('page'), 'page.id', 'p.id')
    .orderBy('page.sortFirst')
    .orderBy('page.sortLast')
    .orderBy('p.id')
    .execute();
}

export async function countPatients(db: Executor, filter: PatientFilter): Promise<number> {
  const where = filterConditions(filter);
  const row = await db
    .selectFrom('patients as p')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) => eb.and(where))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findPatientWithDerivedDates(db: Executor, id: number): Promise<PatientWithDerivedDates | undefined> {
  return selectWithDerivedDates(db).where('p.id', '=', id).executeTakeFirst();
}

export async function findPatientById(db: Executor, id: number): Promise<PatientRow | undefined> {
  return db.selectFrom('patients').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface PatientOptionRow {
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
  cpf: string | null;
  email: string | null;
}

/** Picker search: every word in name, email, phone digits or CPF digits; by name; never an archived patient. */
export async function searchPatientOptions(db: Executor, search: string, limit: number): Promise<PatientOptionRow[]> {
  const where = [...searchConditions(search, true), sql<SqlBool>`p.archived_at is null`];
  const matching = db
    .selectFrom('patients as p')
    .select(['p.id', 'p.firstName', 'p.lastName', 'p.phone', 'p.cpf', 'p.email'])
    .where((eb) => eb.and(where));
  // Without OFFSET the subquery is flattened into the outer query (the name-index plan).
  return db
    .selectFrom((matchesFirst(search) ? matching.offset(0) : matching).as('m'))
    .selectAll('m')
    .orderBy(sql`lower(m.first_name)`)
    .orderBy(sql`lower(m.last_name)`)
    .orderBy('m.id')
    .limit(limit)
    .execute();
}

export async function insertPatient(db: Executor, patient: NewPatientRow): Promise<PatientRow> {
  return db.insertInto('patients').values(patient).returningAll().executeTakeFirstOrThrow();
}

/** Changes a row; with `expectedVersion`, only while it is still at that version (see `updateRowAtVersion`). */
export const updatePatient = versionedUpdate('patients');

export async function deletePatient(db: Executor, id: number): Promise<PatientRow | undefined> {
  return db.deleteFrom('patients').where('id', '=', id).returningAll().executeTakeFirst();
}

/** Locks the patient's row so no appointment is added while it is being deleted. */
export async function lockPatient(db: Executor, id: number): Promise<PatientRow | undefined> {
  return db.selectFrom('patients').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}
