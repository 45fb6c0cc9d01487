import type { Executor } from '../executor';
import type { DiaryEventRow, DiaryRow, NewDiaryEventRow, NewPatientLinkRow, PatientLinkRow } from '../tables';

export async function insertDiary(
  db: Executor,
  values: { patientId: number; startDate: string; days: number; sleepTime: string | null; wakeTime: string | null; createdBy: number | null },
): Promise<DiaryRow> {
  return db.insertInto('diaries').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findDiary(db: Executor, id: number): Promise<DiaryRow | undefined> {
  return db.selectFrom('diaries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A patient's diaries, newest first, with how many events each holds. */
export async function findPatientDiaries(db: Executor, patientId: number): Promise<(DiaryRow & { eventCount: number })[]> {
  return db
    .selectFrom('diaries as d')
    .selectAll('d')
    .select((eb) =>
      eb.selectFrom('diaryEvents as e').whereRef('e.diaryId', '=', 'd.id').select((e) => e.fn.countAll<number>().as('n')).as('eventCount'),
    )
    .where('d.patientId', '=', patientId)
    .orderBy('d.startDate', 'desc')
    .orderBy('d.id', 'desc')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, eventCount: Number(row.eventCount ?? 0) })));
}

export async function findDiaryEvents(db: Executor, diaryId: number): Promise<DiaryEventRow[]> {
  return db.selectFrom('diaryEvents').selectAll().where('diaryId', '=', diaryId).orderBy('date').orderBy('time').orderBy('id').execute();
}

export async function insertDiaryEvent(db: Executor, values: NewDiaryEventRow): Promise<DiaryEventRow> {
  return db.insertInto('diaryEvents').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function countDiaryEvents(db: Executor, diaryId: number): Promise<number> {
  const row = await db.selectFrom('diaryEvents').select((eb) => eb.fn.countAll<number>().as('n')).where('diaryId', '=', diaryId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertPatientLink(db: Executor, values: NewPatientLinkRow): Promise<PatientLinkRow> {
  return db.insertInto('patientLinks').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findPatientLinkByHash(db: Executor, tokenHash: string): Promise<PatientLinkRow | undefined> {
  return db.selectFrom('patientLinks').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
}

export async function findPatientLink(db: Executor, id: number): Promise<PatientLinkRow | undefined> {
  return db.selectFrom('patientLinks').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Locks the link's row (a submission and a revocation never cross). */
export async function lockPatientLinkByHash(db: Executor, tokenHash: string): Promise<PatientLinkRow | undefined> {
  return db.selectFrom('patientLinks').selectAll().where('tokenHash', '=', tokenHash).forUpdate().executeTakeFirst();
}

/** The newest link of each of these diaries. */
export async function findDiaryLinks(db: Executor, diaryIds: readonly number[]): Promise<PatientLinkRow[]> {
  if (diaryIds.length === 0) return [];
  return db.selectFrom('patientLinks').selectAll().where('diaryId', 'in', diaryIds).orderBy('id', 'desc').execute();
}

export async function findPatientQuestionnaireLinks(db: Executor, patientId: number): Promise<PatientLinkRow[]> {
  return db
    .selectFrom('patientLinks')
    .selectAll()
    .where('patientId', '=', patientId)
    .where('purpose', '=', 'questionnaire')
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes the open links of a diary (or one link); answers how many it closed. */
export async function revokePatientLinks(
  db: Executor,
  where: { diaryId: number } | { id: number } | { patientId: number },
  at: Date,
): Promise<number> {
  let query = db.updateTable('patientLinks').set({ revokedAt: at }).where('revokedAt', 'is', null);
  if ('diaryId' in where) query = query.where('diaryId', '=', where.diaryId);
  if ('id' in where) query = query.where('id', '=', where.id);
  // Every link of the patient still unused (an answered questionnaire's link stays as it was).
  if ('patientId' in where) query = query.where('patientId', '=', where.patientId).where('usedAt', 'is', null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function markPatientLinkUsed(db: Executor, id: number, at: Date, recordEntryId: number | null): Promise<void> {
  await db.updateTable('patientLinks').set({ usedAt: at, recordEntryId }).where('id', '=', id).execute();
}

/** The first patients by id (the demo clinic's diaries go to them). */
export async function findFirstPatients(db: Executor, limit: number): Promise<{ id: number; firstName: string; phone: string }[]> {
  return db.selectFrom('patients').select(['id', 'firstName', 'phone']).orderBy('id').limit(limit).execute();
}
