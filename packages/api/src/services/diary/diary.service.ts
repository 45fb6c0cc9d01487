/**
 * The bladder diary on the clinic's side (issue #26 item 2): a diary of 1 to 3 days and its patient
 * link, the diary's events and derived values, the paper diary typed in, the link revoked. Writes log
 * a system_logs row in their transaction; a read of a diary's content appends a record access row,
 * as any read of clinical content does.
 */
import {
  type Database,
  type DiaryEventRow,
  countDiaryEvents,
  type DiaryRow,
  type PatientLinkRow,
  type Executor,
  type Kysely,
  findDiary,
  findDiaryEvents,
  findDiaryLinks,
  findPatientById,
  findPatientDiaries,
  insertDiary,
  insertDiaryEvent,
  revokePatientLinks,
} from '@clinic/db';
import type {
  ZDiaryEventInput} from '@clinic/domain';
import {
  DIARY_TEXT,
  type DiaryDetail,
  type DiaryEvent,
  type DiaryEventValues,
  type DiarySummary,
  type PatientLinkCreated,
  addDays,
  deriveDiaryValues,
  diaryDates,
  formatIsoDate,
  fullName,
  toIsoDate,
} from '@clinic/domain';
import type { z } from 'zod';

import type { Actor, SignedInActor } from '../../context';
import { AppError } from '../../errors';
import { logActivity } from '../activity-log';
import { type RecordReader, logRecordAccess } from '../clinical-record/record-access';
import { pickFields } from '../row-fields';
import { createPatientLink, refuseClosedPatient, toPatientLinkInfo } from './patient-links';

type EventInput = z.output<typeof ZDiaryEventInput>;

export function toDiaryEventDto(row: DiaryEventRow): DiaryEvent {
  return {
    ...pickFields(row, ['id', 'date', 'time']),
    intakeType: row.intakeType as DiaryEvent['intakeType'],
    ...pickFields(row, ['intakeMl', 'voidedMl', 'urgency', 'leak', 'padChanged']),
    trigger: row.trigger as DiaryEvent['trigger'],
    source: row.source as DiaryEvent['source'],
    createdAt: row.createdAt.toISOString(),
  };
}

/** A diary's link closes at the end of the morning after its last day (its last first void), clinic time. */
export function diaryExpiry(diary: Pick<DiaryRow, 'startDate' | 'days'>): Date {
  return new Date(`${addDays(diary.startDate, diary.days + 1)}T00:00:00`);
}

function toDiarySummary(diary: DiaryRow, eventCount: number, link: PatientLinkRow | undefined, now: Date): DiarySummary {
  return {
    id: diary.id,
    patientId: diary.patientId,
    startDate: diary.startDate,
    days: diary.days,
    sleepTime: diary.sleepTime,
    wakeTime: diary.wakeTime,
    createdAt: diary.createdAt.toISOString(),
    eventCount,
    link: link ? toPatientLinkInfo(link, now) : null,
  };
}

async function summaryOf(db: Executor, diary: DiaryRow, eventCount: number, now: Date): Promise<DiarySummary> {
  const [link] = await findDiaryLinks(db, [diary.id]);
  return toDiarySummary(diary, eventCount, link, now);
}

export async function detailOf(db: Executor, diary: DiaryRow, now: Date): Promise<DiaryDetail> {
  const events = (await findDiaryEvents(db, diary.id)).map(toDiaryEventDto);
  const derived = deriveDiaryValues(diary, events as DiaryEventValues[]);
  return { ...(await summaryOf(db, diary, events.length, now)), events, derived };
}

/** POST /patients/{id}/diaries: the diary and its link (the URL and its expiry). */
export async function createDiary(
  db: Kysely<Database>,
  actor: SignedInActor,
  input: { id: number; days: number; startDate?: string | null; sleepTime?: string | null; wakeTime?: string | null },
  now: Date,
): Promise<{ diary: DiarySummary; link: PatientLinkCreated }> {
  return db.transaction().execute(async (tx) => {
    const patient = await findPatientById(tx, input.id);
    if (!patient) throw new AppError('PATIENT_NOT_FOUND');
    refuseClosedPatient(patient);
    const startDate = input.startDate ?? toIsoDate(now);
    if (diaryExpiry({ startDate, days: input.days }).getTime() <= now.getTime()) {
      throw new AppError('INVALID_INPUT', { message: DIARY_TEXT.startInPast });
    }
    const diary = await insertDiary(tx, {
      patientId: patient.id,
      startDate,
      days: input.days,
      sleepTime: input.sleepTime ?? null,
      wakeTime: input.wakeTime ?? null,
      createdBy: actor.userId,
    });
    const { created } = await createPatientLink(
      tx,
      { purpose: 'diary', patientId: patient.id, diaryId: diary.id, expiresAt: diaryExpiry(diary), createdBy: actor.userId },
      { firstName: patient.firstName, phone: patient.phone || null },
    );
    await logActivity(tx, actor, {
      action: 'create',
      entity: 'patient_link',
      entityId: created.linkId,
      description: `Diário miccional ${diary.id} de ${fullName(patient)} (${diary.days} ${diary.days === 1 ? 'dia' : 'dias'} a partir de ${formatIsoDate(startDate)}): link criado, válido até ${formatIsoDate(addDays(startDate, diary.days))}`,
    });
    return { diary: await summaryOf(tx, diary, 0, now), link: created };
  });
}

export async function listPatientDiaries(db: Kysely<Database>, patientId: number, now: Date): Promise<DiarySummary[]> {
  const patient = await findPatientById(db, patientId);
  if (!patient) throw new AppError('PATIENT_NOT_FOUND');
  const diaries = await findPatientDiaries(db, patientId);
  const links = await findDiaryLinks(db, diaries.map((d) => d.id));
  return diaries.map((diary) => toDiarySummary(diary, diary.eventCount, links.find((l) => l.diaryId === diary.id), now));
}

/** GET /diaries/{id}: events and derived values; the read is a record access (view). */
export async function getDiary(
  db: Kysely<Database>,
  reader: RecordReader,
  id: number,
  now: Date,
): Promise<DiaryDetail> {
  return db.transaction().execute(async (tx) => {
    const diary = await findDiary(tx, id);
    if (!diary) throw new AppError('DIARY_NOT_FOUND');
    await logRecordAccess(tx, reader, diary.patientId, null, 'view');
    return detailOf(tx, diary, now);
  });
}

/** The event's date must be one of the diary's (or the morning after its last day). */
export function checkEventDate(diary: Pick<DiaryRow, 'startDate' | 'days'>, event: EventInput): void {
  if (!diaryDates(diary).includes(event.date)) throw new AppError('INVALID_INPUT', { message: DIARY_TEXT.dateOutside });
}

/** Inserts one event and logs it (the patient's phone or the clinic's paper diary). */
export async function insertLoggedDiaryEvent(
  tx: Executor,
  actor: Actor,
  diary: DiaryRow,
  event: EventInput,
  source: 'paciente' | 'clinica',
): Promise<DiaryEventRow> {
  checkEventDate(diary, event);
  const row = await insertDiaryEvent(tx, { diaryId: diary.id, ...event, source, createdBy: actor.userId });
  await logActivity(tx, actor, {
    action: 'create',
    entity: 'patient_link',
    entityId: diary.id,
    description: `Diário miccional ${diary.id}: registro de ${formatIsoDate(event.date)} ${event.time} ${source === 'paciente' ? 'pela paciente (link)' : 'digitado pela clínica (diário em papel)'}`,
  });
  return row;
}

/** POST /diaries/{id}/events: the physiotherapist types a paper diary in (the link's state does not matter). */
export async function addClinicDiaryEvent(db: Kysely<Database>, actor: SignedInActor, id: number, event: EventInput, now: Date): Promise<DiaryDetail> {
  return db.transaction().execute(async (tx) => {
    const diary = await findDiary(tx, id);
    if (!diary) throw new AppError('DIARY_NOT_FOUND');
    await insertLoggedDiaryEvent(tx, actor, diary, event, 'clinica');
    return detailOf(tx, diary, now);
  });
}

/** DELETE /diaries/{id}: revokes the diary's link (the diary and its events stay in the record). */
export async function revokeDiaryLink(db: Kysely<Database>, actor: SignedInActor, id: number, now: Date): Promise<DiarySummary> {
  return db.transaction().execute(async (tx) => {
    const diary = await findDiary(tx, id);
    if (!diary) throw new AppError('DIARY_NOT_FOUND');
    const closed = await revokePatientLinks(tx, { diaryId: id }, now);
    if (closed > 0) {
      await logActivity(tx, actor, { action: 'cancel', entity: 'patient_link', entityId: id, description: `Diário miccional ${id}: link cancelado` });
    }
    return summaryOf(tx, diary, await countDiaryEvents(tx, id), now);
  });
}
