/**
 * Instruments (issue #26): the registry with the clinic's licences, the licence screen's writes
 * (logged), the scoring of an instrument entry on the server, the patient's outcome series and the
 * clinic's outcomes report.
 */
import {
  type Database,
  type Executor,
  type Kysely,
  deleteInstrumentLicence,
  findAllUsers,
  findInstrumentEntriesForReport,
  findInstrumentLicence,
  findInstrumentLicences,
  findDiaryEvents,
  findPatientById,
  findPatientDiaries,
  findSignedEntriesOfPatient,
  upsertInstrumentLicence,
} from '@clinic/db';
import {
  INSTRUMENTS,
  INSTRUMENTS_TEXT,
  INSTRUMENT_IDS,
  type Instrument,
  type InstrumentId,
  type InstrumentListItem,
  type OutcomeEntry,
  type OutcomesReport,
  type DiaryEventValues,
  type PatientOutcomes,
  type RecordContent,
  fullName,
  instrumentById,
  instrumentDefinition,
  deriveDiaryValues,
  diarySeries,
  instrumentSeries,
  outcomePairs,
  perfectSeries,
  reportGroups,
  reportLines,
} from '@clinic/domain';

import type { SignedInActor } from '../../context';
import { AppError } from '../../errors';
import { logActivity } from '../activity-log';
import { type RecordReader, logRecordAccess } from '../clinical-record/record-access';

type LicenceRow = Awaited<ReturnType<typeof findInstrumentLicences>>[number];

function listItem(instrument: Instrument, licence: LicenceRow | undefined): InstrumentListItem {
  return {
    ...(instrumentDefinition(instrument) as Omit<InstrumentListItem, 'enabled' | 'licenceReference' | 'licenceEnabledAt'>),
    enabled: !instrument.licensed || licence !== undefined,
    licenceReference: licence?.licenceReference ?? null,
    licenceEnabledAt: licence?.enabledAt.toISOString() ?? null,
  };
}

/** Every instrument with its items, options and whether the clinic may use it. */
export async function listInstruments(db: Executor): Promise<InstrumentListItem[]> {
  const licences = new Map((await findInstrumentLicences(db)).map((row) => [row.instrumentId, row]));
  return INSTRUMENTS.map((instrument) => listItem(instrument, licences.get(instrument.id)));
}

function licensedInstrument(id: InstrumentId): Instrument {
  const instrument = instrumentById(id);
  if (!instrument) throw new AppError('INVALID_INPUT', { message: INSTRUMENTS_TEXT.instrumentUnknown });
  if (!instrument.licensed) throw new AppError('INVALID_INPUT', { message: INSTRUMENTS_TEXT.notLicensed });
  return instrument;
}

/** Enables a licensed instrument with the clinic's licence reference (logged with the reference). */
export async function enableInstrument(
  db: Kysely<Database>,
  actor: SignedInActor,
  id: InstrumentId,
  licenceReference: string,
): Promise<InstrumentListItem> {
  const instrument = licensedInstrument(id);
  return db.transaction().execute(async (tx) => {
    const row = await upsertInstrumentLicence(tx, { instrumentId: id, licenceReference, enabledBy: actor.userId });
    await logActivity(tx, actor, {
      action: 'update',
      entity: 'settings',
      entityId: null,
      description: `Instrumento ${instrument.shortTitle} habilitado com a licença da clínica "${licenceReference}"`,
    });
    return listItem(instrument, row);
  });
}

/** Disables a licensed instrument again (its signed entries stay in the records); logged. */
export async function disableInstrument(db: Kysely<Database>, actor: SignedInActor, id: InstrumentId): Promise<InstrumentListItem> {
  const instrument = licensedInstrument(id);
  return db.transaction().execute(async (tx) => {
    const previous = await findInstrumentLicence(tx, id);
    if (await deleteInstrumentLicence(tx, id)) {
      await logActivity(tx, actor, {
        action: 'update',
        entity: 'settings',
        entityId: null,
        description: `Instrumento ${instrument.shortTitle} desativado (licença "${previous?.licenceReference ?? ''}" removida)`,
      });
    }
    return listItem(instrument, undefined);
  });
}

/**
 * An instrument entry's content, scored here whatever the client sent: 400 (in Portuguese) for a
 * disabled instrument or answers that do not score. Answers left null are dropped.
 */
export async function scoreInstrumentContent(db: Executor, id: InstrumentId, content: { answers: Record<string, unknown> }): Promise<RecordContent> {
  const instrument = instrumentById(id)!;
  if (instrument.licensed && !(await findInstrumentLicence(db, id))) {
    throw new AppError('INVALID_INPUT', { message: INSTRUMENTS_TEXT.instrumentDisabled(instrument.shortTitle) });
  }
  const answers = Object.fromEntries(Object.entries(content.answers).filter(([, v]) => v !== null && v !== undefined));
  const result = instrument.score(answers);
  if (!result.ok) throw new AppError('INVALID_INPUT', { message: result.errors.map((e) => e.message).join('; ') });
  return { answers: answers as RecordContent['answers'], score: result.score };
}

const toOutcomeEntry = (row: Awaited<ReturnType<typeof findSignedEntriesOfPatient>>[number]): OutcomeEntry => ({
  id: row.id,
  patientId: row.patientId,
  kind: row.kind,
  authorId: row.authorId,
  signedAt: row.signedAt.toISOString(),
  content: row.content,
});

/**
 * The series behind the patient's progress charts (signed entries only, and her bladder diaries).
 * Reading them is reading her record: one access row (view), as for the timeline and a diary.
 */
export async function patientOutcomes(
  db: Kysely<Database>,
  reader: RecordReader,
  patientId: number,
): Promise<PatientOutcomes> {
  return db.transaction().execute(async (tx) => {
    if (!(await findPatientById(tx, patientId))) throw new AppError('PATIENT_NOT_FOUND');
    const entries = (await findSignedEntriesOfPatient(tx, patientId, [...INSTRUMENT_IDS, 'avaliacao', 'evolucao'])).map(toOutcomeEntry);
    const diaries = await Promise.all(
      (await findPatientDiaries(tx, patientId)).map(async (diary) => ({
        id: diary.id,
        startDate: diary.startDate,
        mean: deriveDiaryValues(diary, (await findDiaryEvents(tx, diary.id)) as unknown as DiaryEventValues[]).mean,
      })),
    );
    await logRecordAccess(tx, reader, patientId, null, 'view');
    return { patientId, instruments: instrumentSeries(entries), perfect: perfectSeries(entries), diary: diarySeries(diaries) };
  });
}

/** Local midnight of a `yyyy-MM-dd` day (the server runs in the clinic's time zone). */
const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00`);
const dayEnd = (isoDate: string) => new Date(`${isoDate}T23:59:59.999`);

export const NO_DYSFUNCTION = 'Sem disfunção registrada';

/** The clinic's outcomes report over signed instrument entries (see outcomePairs for the rule). */
export async function outcomesReport(db: Executor, period: { startDate: string; endDate: string }): Promise<OutcomesReport> {
  const range = { from: dayStart(period.startDate), to: dayEnd(period.endDate) };
  const rows = await findInstrumentEntriesForReport(db, INSTRUMENT_IDS, range);
  const pairs = outcomePairs(
    rows.map((row) => ({ ...toOutcomeEntry(row), dysfunctions: row.patientDysfunctions ?? [] })),
    { from: range.from.toISOString(), to: range.to.toISOString() },
  );
  const names = new Map((await findAllUsers(db)).map((u) => [String(u.id), fullName(u)]));
  return {
    startDate: period.startDate,
    endDate: period.endDate,
    clinic: reportLines(pairs),
    byDysfunction: reportGroups(
      pairs,
      (p) => (p.dysfunctions.length === 0 ? [NO_DYSFUNCTION] : p.dysfunctions),
      (key) => key,
    ),
    byPhysiotherapist: reportGroups(
      pairs,
      (p) => [String(p.followUpAuthorId)],
      (key) => names.get(key) ?? `#${key}`,
    ),
  };
}
