import type { Executor } from '../executor';
import type { InstrumentLicenceRow } from '../tables';

/** The recorded licences (ICIQ-SF, ICIQ-OAB, FSFI): an instrument with a row is enabled. */
export async function findInstrumentLicences(db: Executor): Promise<InstrumentLicenceRow[]> {
  return db.selectFrom('instrumentLicences').selectAll().orderBy('instrumentId').execute();
}

export async function findInstrumentLicence(db: Executor, instrumentId: string): Promise<InstrumentLicenceRow | undefined> {
  return db.selectFrom('instrumentLicences').selectAll().where('instrumentId', '=', instrumentId).executeTakeFirst();
}

/** Records (or replaces) the clinic's licence reference of an instrument. */
export async function upsertInstrumentLicence(
  db: Executor,
  row: { instrumentId: string; licenceReference: string; enabledBy: number },
): Promise<InstrumentLicenceRow> {
  return db
    .insertInto('instrumentLicences')
    .values(row)
    .onConflict((oc) =>
      oc.column('instrumentId').doUpdateSet({ licenceReference: row.licenceReference, enabledBy: row.enabledBy }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteInstrumentLicence(db: Executor, instrumentId: string): Promise<boolean> {
  const result = await db.deleteFrom('instrumentLicences').where('instrumentId', '=', instrumentId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A signed entry of the outcomes (an instrument, an assessment or an evolution), oldest first. */
export interface OutcomeEntryRow {
  id: number;
  patientId: number;
  kind: string;
  templateVersion: number;
  authorId: number;
  signedAt: Date;
  content: { answers: Record<string, unknown>; score?: unknown };
}

/** A patient's signed entries of the given kinds, oldest first (the progress charts). */
export async function findSignedEntriesOfPatient(db: Executor, patientId: number, kinds: readonly string[]): Promise<OutcomeEntryRow[]> {
  const rows = await db
    .selectFrom('recordEntries')
    .select(['id', 'patientId', 'kind', 'templateVersion', 'authorId', 'signedAt', 'content'])
    .where('patientId', '=', patientId)
    .where('status', '=', 'assinado')
    .where('kind', 'in', [...kinds])
    .orderBy('signedAt')
    .orderBy('id')
    .execute();
  return rows as OutcomeEntryRow[];
}

export interface OutcomeReportRow extends OutcomeEntryRow {
  patientDysfunctions: string[];
}

/**
 * Every signed instrument entry of the patients who have one signed between `from` and `to`
 * (inclusive instants), with the patient's dysfunctions: the report takes each patient's first
 * entry as the baseline and her latest one up to `to` as the follow-up. A patient whose processing
 * is blocked (LGPD: elimination asked while her record must be kept) counts in no report.
 */
export async function findInstrumentEntriesForReport(
  db: Executor,
  kinds: readonly string[],
  range: { from: Date; to: Date },
): Promise<OutcomeReportRow[]> {
  const rows = await db
    .selectFrom('recordEntries as e')
    .innerJoin('patients as p', 'p.id', 'e.patientId')
    .select([
      'e.id',
      'e.patientId',
      'e.kind',
      'e.templateVersion',
      'e.authorId',
      'e.signedAt',
      'e.content',
      'p.dysfunctions as patientDysfunctions',
    ])
    .where('e.status', '=', 'assinado')
    .where('e.kind', 'in', [...kinds])
    .where('e.signedAt', '<=', range.to)
    .where('p.processingBlockedAt', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('recordEntries as f')
          .select('f.id')
          .whereRef('f.patientId', '=', 'e.patientId')
          .whereRef('f.kind', '=', 'e.kind')
          .where('f.status', '=', 'assinado')
          .where('f.signedAt', '>=', range.from)
          .where('f.signedAt', '<=', range.to),
      ),
    )
    .orderBy('e.signedAt')
    .orderBy('e.id')
    .execute();
  return rows as OutcomeReportRow[];
}

/** The first patients of the demo clinic's own list (those with a sex recorded), for its outcomes. */
export async function findDemoOutcomePatientIds(db: Executor, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('patients').select('id').where('sex', 'is not', null).orderBy('id').limit(limit).execute();
  return rows.map((row) => row.id);
}
