import { type CompiledQuery, type QueryCreator, sql } from 'kysely';

import type { Executor } from '../executor';
import type { Database, NewRecordAccessRow, NewRecordEntryRow, RecordAccessRow, RecordEntryRow } from '../tables';

/**
 * An entry with its author's name and, when it is linked to one, its appointment's date and time;
 * `content` is null when the caller asked for no content.
 */
export type RecordEntryWithAuthor = Omit<RecordEntryRow, 'content'> & {
  content: RecordEntryRow['content'] | null;
  authorFirstName: string;
  authorLastName: string;
  appointmentDate: string | null;
  appointmentTime: string | null;
};

const ENTRY_COLUMNS = [
  'e.id',
  'e.patientId',
  'e.kind',
  'e.templateId',
  'e.templateVersion',
  'e.appointmentId',
  'e.parentId',
  'e.status',
  'e.authorId',
  'e.reason',
  'e.signedAt',
  'e.signedCrefito',
  'e.contentHash',
  'e.createdAt',
  'e.updatedAt',
  'u.firstName as authorFirstName',
  'u.lastName as authorLastName',
  'a.date as appointmentDate',
  'a.time as appointmentTime',
] as const;

function entries(db: QueryCreator<Database>, withContent: boolean) {
  // Without content the column is never read: a role that may not read it never receives it.
  const content = withContent ? sql<RecordEntryRow['content'] | null>`e.content` : sql<null>`null`;
  return db
    .selectFrom('recordEntries as e')
    .innerJoin('users as u', 'u.id', 'e.authorId')
    .leftJoin('appointments as a', 'a.id', 'e.appointmentId')
    .select(ENTRY_COLUMNS)
    .select(content.as('content'));
}

export interface PatientRecordFilter {
  kind?: string;
  /** Only this entry and its addenda (the print of one entry). */
  entryId?: number;
  withContent: boolean;
}

function patientRecordQuery(db: QueryCreator<Database>, patientId: number, filter: PatientRecordFilter) {
  let query = entries(db, filter.withContent).where('e.patientId', '=', patientId);
  if (filter.kind) query = query.where('e.kind', '=', filter.kind);
  if (filter.entryId !== undefined) {
    const entryId = filter.entryId;
    query = query.where((eb) => eb.or([eb('e.id', '=', entryId), eb('e.parentId', '=', entryId)]));
  }
  return query.orderBy('e.createdAt', 'desc').orderBy('e.id', 'desc');
}

/** The patient's timeline, newest first (addenda are entries of their own, with `parentId`). */
export async function findPatientRecord(db: Executor, patientId: number, filter: PatientRecordFilter): Promise<RecordEntryWithAuthor[]> {
  return patientRecordQuery(db, patientId, filter).execute();
}

/**
 * The timeline read together with its access row, in one statement (one round trip, atomic): the
 * row is appended only if the patient exists. `patientFound` false: no such patient (no row
 * appended, no entries).
 */
export async function findPatientRecordLogged(
  db: Executor,
  patientId: number,
  filter: PatientRecordFilter,
  access: Omit<NewRecordAccessRow, 'patientId'>,
): Promise<{ patientFound: boolean; entries: RecordEntryWithAuthor[] }> {
  const logged = db.with('access', (qc) =>
    qc
      .insertInto('recordAccessLog')
      .columns(['userId', 'role', 'patientId', 'entryId', 'action', 'ipAddress', 'requestId'])
      .expression((eb) =>
        eb
          .selectFrom('patients')
          .select([
            sql<number | null>`${access.userId ?? null}::integer`.as('userId'),
            sql<string>`${access.role}::varchar`.as('role'),
            'patients.id',
            sql<number | null>`${access.entryId ?? null}::integer`.as('entryId'),
            sql<string>`${access.action}::varchar`.as('action'),
            sql<string | null>`${access.ipAddress ?? null}::varchar`.as('ipAddress'),
            sql<string | null>`${access.requestId ?? null}::varchar`.as('requestId'),
          ])
          .where('patients.id', '=', patientId),
      )
      .returning('recordAccessLog.id'),
  );
  // PostgreSQL runs a data-modifying WITH to completion whether or not the select reads it. With no
  // entries, one more look says whether the patient exists.
  // (The select never names `access`, so it reads the database's own tables only.)
  const rows = await patientRecordQuery(logged as unknown as QueryCreator<Database>, patientId, filter).execute();
  if (rows.length > 0) return { patientFound: true, entries: rows };
  const patient = await db.selectFrom('patients').select('id').where('id', '=', patientId).executeTakeFirst();
  return { patientFound: patient !== undefined, entries: [] };
}

/** The timeline's SQL and parameters, as findPatientRecord sends them (bench:record's bare handler runs it). */
export function compilePatientRecord(db: Executor, patientId: number, filter: PatientRecordFilter): CompiledQuery {
  return patientRecordQuery(db, patientId, filter).compile();
}

export async function findRecordEntry(db: Executor, id: number, withContent = true): Promise<RecordEntryWithAuthor | undefined> {
  return entries(db, withContent).where('e.id', '=', id).executeTakeFirst();
}

/** Locks the entry (its draft rules are checked, then it changes, in one transaction). */
export async function lockRecordEntry(db: Executor, id: number): Promise<RecordEntryRow | undefined> {
  return db.selectFrom('recordEntries').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Inserts an entry; one inserted signed (an addendum) is stamped with the database's time. */
/**
 * A new entry; a signed one (an addendum) is stamped with the server time. `at` backdates both
 * stamps, for the demo clinic's history only: the services never pass it.
 */
export async function insertRecordEntry(
  db: Executor,
  entry: Omit<NewRecordEntryRow, 'signedAt' | 'createdAt'>,
  options: { at?: Date } = {},
): Promise<RecordEntryRow> {
  const stamp = options.at ?? sql<Date>`now()`;
  const signedAt = entry.status === 'assinado' ? stamp : null;
  return db
    .insertInto('recordEntries')
    .values({ ...entry, signedAt, createdAt: stamp })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A draft's new content (the trigger refuses it for a signed entry and raises updated_at). */
export async function updateRecordEntryContent(db: Executor, id: number, contentJson: string): Promise<void> {
  await db.updateTable('recordEntries').set({ content: contentJson }).where('id', '=', id).execute();
}

/** Signs a draft: status, server time, the CREFITO copied and the content's hash. */
export async function signRecordEntry(db: Executor, id: number, stamp: { signedCrefito: string; contentHash: string }): Promise<void> {
  await db
    .updateTable('recordEntries')
    .set({ status: 'assinado', signedAt: sql<Date>`now()`, signedCrefito: stamp.signedCrefito, contentHash: stamp.contentHash })
    .where('id', '=', id)
    .execute();
}

export async function deleteRecordEntry(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('recordEntries').where('id', '=', id).execute();
}

/** Whether the patient has a signed entry (her record is then kept: she cannot be deleted). */
export async function patientHasSignedEntry(db: Executor, patientId: number): Promise<boolean> {
  const row = await db.selectFrom('recordEntries').select('id').where((eb) => eb.and({ patientId, status: 'assinado' })).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** A patient's drafts (deleting a patient without a signed entry takes them along, before her appointments). */
export async function deleteDraftEntriesOfPatient(db: Executor, patientId: number): Promise<number> {
  const result = await db.deleteFrom('recordEntries').where((eb) => eb.and({ patientId, status: 'rascunho' })).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Marks an appointment attended (a signed evolution): answers whether a row changed. */
export async function markAppointmentCompleted(db: Executor, appointmentId: number): Promise<boolean> {
  const result = await db
    .updateTable('appointments')
    .set({ status: 'completed' })
    .where('id', '=', appointmentId)
    .where('status', '<>', 'completed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertRecordAccess(db: Executor, row: NewRecordAccessRow): Promise<void> {
  await db.insertInto('recordAccessLog').values(row).execute();
}

export type RecordAccessWithUser = RecordAccessRow & { userFirstName: string | null; userLastName: string | null };

/** The patient's access rows, newest first, with the reader's name. */
export async function findRecordAccessLog(db: Executor, patientId: number, limit: number): Promise<RecordAccessWithUser[]> {
  return db
    .selectFrom('recordAccessLog as l')
    .leftJoin('users as u', 'u.id', 'l.userId')
    .selectAll('l')
    .select(['u.firstName as userFirstName', 'u.lastName as userLastName'])
    .where('l.patientId', '=', patientId)
    .orderBy('l.at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();
}

export interface PendingAppointmentRow {
  id: number;
  date: string;
  time: string;
  patientId: number;
  patientFirstName: string;
  patientLastName: string;
}

/**
 * A physiotherapist's past appointments from `fromDate` until now (`today` before `nowTime`),
 * not cancelled, with no signed evolution (or assessment, at a first visit) linked; oldest first.
 */
export async function findAppointmentsWithoutEvolution(
  db: Executor,
  physiotherapistId: number,
  range: { fromDate: string; today: string; nowTime: string },
): Promise<PendingAppointmentRow[]> {
  return db
    .selectFrom('appointments as a')
    .innerJoin('patients as p', 'p.id', 'a.patientId')
    .select(['a.id', 'a.date', 'a.time', 'p.id as patientId', 'p.firstName as patientFirstName', 'p.lastName as patientLastName'])
    .where('a.physiotherapistId', '=', physiotherapistId)
    .where('a.status', '<>', 'cancelled')
    .where('a.date', '>=', range.fromDate)
    .where((eb) => eb.or([eb('a.date', '<', range.today), eb.and([eb('a.date', '=', range.today), eb('a.time', '<=', range.nowTime)])]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('recordEntries as e')
            .select(sql`1`.as('one'))
            .whereRef('e.appointmentId', '=', 'a.id')
            .where('e.kind', 'in', ['avaliacao', 'evolucao'])
            .where('e.status', '=', 'assinado'),
        ),
      ),
    )
    .orderBy('a.date')
    .orderBy('a.time')
    .execute() as Promise<PendingAppointmentRow[]>;
}

export interface StaleDraftRow {
  id: number;
  patientId: number;
  kind: string;
  createdAt: Date;
  patientFirstName: string;
  patientLastName: string;
}

/** The author's drafts created before `before`, oldest first. */
export async function findStaleDrafts(db: Executor, authorId: number, before: Date): Promise<StaleDraftRow[]> {
  return db
    .selectFrom('recordEntries as e')
    .innerJoin('patients as p', 'p.id', 'e.patientId')
    .select(['e.id', 'e.patientId', 'e.kind', 'e.createdAt', 'p.firstName as patientFirstName', 'p.lastName as patientLastName'])
    .where((eb) => eb.and({ 'e.authorId': authorId, 'e.status': 'rascunho' }))
    .where('e.createdAt', '<', before)
    .orderBy('e.createdAt')
    .execute();
}

/** Every appointment with a patient, oldest first (the demo clinic's records are written on them). */
export async function findPatientAppointmentsInOrder(db: Executor) {
  return db
    .selectFrom('appointments')
    .select(['id', 'patientId', 'physiotherapistId', 'date', 'time', 'status'])
    .where('patientId', 'is not', null)
    .orderBy('date')
    .orderBy('time')
    .execute();
}

/** Each physiotherapist's CREFITO, by user id. */
export async function findPhysiotherapistCrefitos(db: Executor): Promise<Map<number, string>> {
  const rows = await db.selectFrom('users').select(['id', 'crefito']).where('role', '=', 'physiotherapist').execute();
  return new Map(rows.map((u) => [u.id, u.crefito ?? '']));
}
