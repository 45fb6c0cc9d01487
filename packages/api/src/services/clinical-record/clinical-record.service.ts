/**
 * The clinical record (issue #22): drafts, signing, addenda, who-read-what. The rules:
 * - a signed entry never changes and is never deleted (409, checked here first and refused again
 *   by the database's trigger, so no path bypasses it);
 * - only the author edits, deletes or signs her draft; signing needs a CREFITO on her profile
 *   and stamps the CREFITO (copied), the server time and the SHA-256 of the canonical content;
 * - every read of clinical content appends exactly one access row in the same transaction;
 * - roles without 'clinicalRecord:read' see that entries exist, never their content.
 */
import { createHash } from 'node:crypto';

import {
  type Database,
  type Executor,
  type Kysely,
  type RecordEntryWithAuthor,
  deleteRecordEntry,
  findAppointmentsWithoutEvolution,
  findPatientById,
  findPatientRecord,
  findPatientRecordLogged,
  findRecordAccessLog,
  findRecordEntry,
  findStaleDrafts,
  findUserById,
  insertRecordEntry,
  lockAppointment,
  lockRecordEntry,
  markAppointmentCompleted,
  patientHasSignedEntry,
  signRecordEntry,
  updateRecordEntryContent,
} from '@clinic/db';
import {
  ADDENDUM_V1,
  CLINICAL_RECORD_TEXT,
  RECORD_DRAFT_STALE_HOURS,
  RECORD_KIND_LABELS,
  RECORD_PENDING_DAYS,
  RECORD_TEMPLATES,
  type RecordAccess,
  type RecordAccessAction,
  type RecordContent,
  type RecordEntry,
  type RecordKind,
  type RecordPending,
  type RecordPrint,
  type RecordStatus,
  type RecordTemplate,
  type InstrumentId,
  addDays,
  instrumentById,
  isInstrumentKind,
  can,
  canonicalJson,
  findTemplate,
  formatClockTime,
  fullName,
  latestTemplate,
  recordContentSchema,
  toIsoDate,
} from '@clinic/domain';

import type { SignedInActor } from '../../context';
import { AppError } from '../../errors';
import { logActivity } from '../activity-log';
import { scoreInstrumentContent } from '../instruments/instruments.service';
import { type RecordReader, accessRow, logRecordAccess } from './record-access';

/** Rows 'Acessos ao prontuário' answers with, at most (newest first). */
export const RECORD_ACCESS_LOG_LIMIT = 500;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export function toRecordEntryDto(row: RecordEntryWithAuthor): RecordEntry {
  return {
    id: row.id,
    patientId: row.patientId,
    kind: row.kind as RecordKind,
    templateId: row.templateId,
    templateVersion: row.templateVersion,
    appointmentId: row.appointmentId,
    appointmentDate: row.appointmentDate,
    appointmentTime: row.appointmentTime,
    parentId: row.parentId,
    status: row.status as RecordStatus,
    authorId: row.authorId,
    authorName: fullName({ firstName: row.authorFirstName, lastName: row.authorLastName }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    signedAt: iso(row.signedAt),
    signedCrefito: row.signedCrefito,
    contentHash: row.contentHash,
    reason: row.reason,
    content: (row.content as RecordContent | null) ?? null,
  };
}

/** SHA-256 (hex) of the content's canonical JSON: what a signature seals. */
export function hashRecordContent(content: unknown): string {
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}

async function requirePatient(db: Executor, patientId: number) {
  const patient = await findPatientById(db, patientId);
  if (!patient) throw new AppError('PATIENT_NOT_FOUND');
  return patient;
}

/** Content the input schema already checked (create, addendum), cleaned by its template's schema. */
const cleanContent = (template: RecordTemplate, content: unknown): RecordContent => recordContentSchema(template).parse(content);

const describeEntry = (entry: { id: number; kind: string }, patientName: string) =>
  `${RECORD_KIND_LABELS[entry.kind as RecordKind] ?? entry.kind} #${entry.id} do prontuário de "${patientName}"`;

/** The patient's timeline, newest first: with content (and one access row) only for roles that may read it. */
export async function listPatientRecord(
  db: Kysely<Database>,
  reader: RecordReader,
  patientId: number,
  kind: RecordKind | undefined,
): Promise<RecordEntry[]> {
  const withContent = can(reader.actor.user.role, 'clinicalRecord:read');
  if (!withContent) {
    await requirePatient(db, patientId);
    return (await findPatientRecord(db, patientId, { kind, withContent })).map(toRecordEntryDto);
  }
  // One statement reads the timeline and appends its access row (the hot path: no transaction round trips).
  const { patientFound, entries } = await findPatientRecordLogged(db, patientId, { kind, withContent }, accessRow(reader, null, 'view'));
  if (!patientFound) throw new AppError('PATIENT_NOT_FOUND');
  return entries.map(toRecordEntryDto);
}

/** One entry with its content (one access row). */
export async function getRecordEntry(db: Kysely<Database>, reader: RecordReader, id: number): Promise<RecordEntry> {
  return db.transaction().execute(async (tx) => {
    const row = await findRecordEntry(tx, id);
    if (!row) throw new AppError('RECORD_ENTRY_NOT_FOUND');
    await logRecordAccess(tx, reader, row.patientId, row.id, 'view');
    return toRecordEntryDto(row);
  });
}

export interface NewRecordEntry {
  patientId: number;
  /** An assessment, an evolution, or an instrument (its id): then scored here, whatever the client sent. */
  kind: 'avaliacao' | 'evolucao' | InstrumentId;
  templateId?: string;
  appointmentId?: number | null;
  content: unknown;
}

/** The template (or instrument) a new entry is written with: its latest version. */
function writtenWith(input: NewRecordEntry): { id: string; version: number; template?: RecordTemplate } {
  const instrument = instrumentById(input.kind);
  if (instrument) return { id: instrument.id, version: instrument.version };
  const template = input.templateId === undefined ? undefined : latestTemplate(input.templateId);
  if (!template || template.kind !== input.kind) {
    throw new AppError('INVALID_INPUT', { message: CLINICAL_RECORD_TEXT.templateKindMismatch });
  }
  return { id: template.id, version: template.version, template };
}

/** A new draft written with the template's (or the instrument's) latest version. */
export async function createRecordEntry(db: Kysely<Database>, actor: SignedInActor, input: NewRecordEntry): Promise<RecordEntry> {
  const template = writtenWith(input);
  return db.transaction().execute(async (tx) => {
    const content = template.template
      ? cleanContent(template.template, input.content)
      : await scoreInstrumentContent(tx, input.kind as InstrumentId, input.content as { answers: Record<string, unknown> });
    const patient = await requirePatient(tx, input.patientId);
    if (input.appointmentId) {
      const appointment = await lockAppointment(tx, input.appointmentId);
      if (!appointment || appointment.patientId !== input.patientId) throw new AppError('RECORD_APPOINTMENT_INVALID');
    }
    const entry = await insertRecordEntry(tx, {
      patientId: input.patientId,
      kind: input.kind,
      templateId: template.id,
      templateVersion: template.version,
      appointmentId: input.appointmentId ?? null,
      authorId: actor.userId,
      content: canonicalJson(content),
    });
    await logActivity(tx, actor, {
      action: 'create',
      entity: 'record_entry',
      entityId: entry.id,
      description: `${describeEntry(entry, fullName(patient))} criada como rascunho`,
    });
    return toRecordEntryDto((await findRecordEntry(tx, entry.id))!);
  });
}

/** The draft, locked, for a change by its author: 404, 409 when signed (for anyone), 403 for another user. */
async function draftOfAuthor(tx: Executor, actor: SignedInActor, id: number) {
  const entry = await lockRecordEntry(tx, id);
  if (!entry) throw new AppError('RECORD_ENTRY_NOT_FOUND');
  if (entry.status === 'assinado') throw new AppError('RECORD_ENTRY_SIGNED');
  if (entry.authorId !== actor.userId) throw new AppError('RECORD_NOT_AUTHOR');
  return entry;
}

async function patientName(tx: Executor, patientId: number): Promise<string> {
  const patient = await findPatientById(tx, patientId);
  return patient ? fullName(patient) : `#${patientId}`;
}

/**
 * The template a draft's new content is checked against (its own id and version), after the same
 * checks as the change itself (404, 409 when signed, 403 for another user), so those answer first.
 */
export async function templateOfDraft(
  db: Kysely<Database>,
  actor: SignedInActor,
  id: number,
): Promise<RecordTemplate | { instrumentId: InstrumentId }> {
  const entry = await draftOfAuthor(db, actor, id);
  if (isInstrumentKind(entry.kind)) return { instrumentId: entry.kind };
  const template = findTemplate(entry.templateId, entry.templateVersion);
  if (!template) throw new AppError('INTERNAL', { message: CLINICAL_RECORD_TEXT.templateUnknown });
  return template;
}

/** A draft's new content, already checked against templateOfDraft's template. */
export async function updateRecordEntry(db: Kysely<Database>, actor: SignedInActor, id: number, content: RecordContent): Promise<RecordEntry> {
  return db.transaction().execute(async (tx) => {
    const entry = await draftOfAuthor(tx, actor, id);
    await updateRecordEntryContent(tx, id, canonicalJson(content));
    await logActivity(tx, actor, {
      action: 'update',
      entity: 'record_entry',
      entityId: id,
      description: `${describeEntry(entry, await patientName(tx, entry.patientId))}: rascunho atualizado`,
    });
    return toRecordEntryDto((await findRecordEntry(tx, id))!);
  });
}

export async function deleteRecordEntryById(db: Kysely<Database>, actor: SignedInActor, id: number): Promise<{ success: true }> {
  return db.transaction().execute(async (tx) => {
    const entry = await draftOfAuthor(tx, actor, id);
    await deleteRecordEntry(tx, id);
    await logActivity(tx, actor, {
      action: 'delete',
      entity: 'record_entry',
      entityId: id,
      description: `${describeEntry(entry, await patientName(tx, entry.patientId))}: rascunho excluído`,
    });
    return { success: true as const };
  });
}

/** The signer's CREFITO, read from her profile now (it is copied into the entry). */
async function crefitoOf(tx: Executor, actor: SignedInActor): Promise<string> {
  const crefito = (await findUserById(tx, actor.userId))?.crefito?.trim();
  if (!crefito) throw new AppError('RECORD_CREFITO_REQUIRED');
  return crefito;
}

/**
 * Signs the author's draft. An entry linked to an appointment (the evolution written for it, or the
 * assessment done at the first visit) marks it completed, in the same transaction (logged on the
 * appointment): the session happened and is recorded.
 */
export async function signRecordEntryById(db: Kysely<Database>, actor: SignedInActor, id: number): Promise<RecordEntry> {
  return db.transaction().execute(async (tx) => {
    const entry = await draftOfAuthor(tx, actor, id);
    const signedCrefito = await crefitoOf(tx, actor);
    const contentHash = hashRecordContent(entry.content);
    await signRecordEntry(tx, id, { signedCrefito, contentHash });
    const name = await patientName(tx, entry.patientId);
    await logActivity(tx, actor, {
      action: 'sign',
      entity: 'record_entry',
      entityId: id,
      description: `${describeEntry(entry, name)} assinada (CREFITO ${signedCrefito}, SHA-256 ${contentHash})`,
    });
    if (entry.appointmentId !== null && !isInstrumentKind(entry.kind)) {
      await lockAppointment(tx, entry.appointmentId);
      if (await markAppointmentCompleted(tx, entry.appointmentId)) {
        await logActivity(tx, actor, {
          action: 'update',
          entity: 'appointment',
          entityId: entry.appointmentId,
          description: `Agendamento de "${name}" marcado como realizado (${(RECORD_KIND_LABELS[entry.kind as RecordKind] ?? entry.kind).toLowerCase()} #${id} assinada)`,
        });
      }
    }
    return toRecordEntryDto((await findRecordEntry(tx, id))!);
  });
}

/** An addendum to a signed entry: its own entry, signed at creation by its author with her CREFITO. */
export async function addAddendum(
  db: Kysely<Database>,
  actor: SignedInActor,
  parentId: number,
  input: { reason: string; content: string },
): Promise<RecordEntry> {
  return db.transaction().execute(async (tx) => {
    const parent = await lockRecordEntry(tx, parentId);
    if (!parent) throw new AppError('RECORD_ENTRY_NOT_FOUND');
    if (parent.status !== 'assinado') throw new AppError('RECORD_ADDENDUM_PARENT_INVALID');
    if (parent.kind === 'adendo') {
      throw new AppError('RECORD_ADDENDUM_PARENT_INVALID', { message: CLINICAL_RECORD_TEXT.addendumOfAddendum });
    }
    const signedCrefito = await crefitoOf(tx, actor);
    const content = cleanContent(ADDENDUM_V1, { answers: { text: input.content } });
    const contentHash = hashRecordContent(content);
    const entry = await insertRecordEntry(tx, {
      patientId: parent.patientId,
      kind: 'adendo',
      templateId: ADDENDUM_V1.id,
      templateVersion: ADDENDUM_V1.version,
      parentId,
      status: 'assinado',
      authorId: actor.userId,
      content: canonicalJson(content),
      reason: input.reason,
      signedCrefito,
      contentHash,
    });
    await logActivity(tx, actor, {
      action: 'addendum',
      entity: 'record_entry',
      entityId: entry.id,
      description: `Adendo #${entry.id} a ${describeEntry(parent, await patientName(tx, parent.patientId))} (motivo: ${input.reason}; SHA-256 ${contentHash})`,
    });
    return toRecordEntryDto((await findRecordEntry(tx, entry.id))!);
  });
}

/** 'Acessos ao prontuário' (admin), newest first; the reading itself is logged. */
export async function listRecordAccessLog(db: Kysely<Database>, reader: RecordReader, patientId: number): Promise<RecordAccess[]> {
  return db.transaction().execute(async (tx) => {
    await requirePatient(tx, patientId);
    const rows = await findRecordAccessLog(tx, patientId, RECORD_ACCESS_LOG_LIMIT);
    await logRecordAccess(tx, reader, patientId, null, 'access_log');
    return rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      userId: row.userId,
      userName: row.userFirstName === null ? null : fullName({ firstName: row.userFirstName, lastName: row.userLastName ?? '' }),
      role: row.role,
      patientId: row.patientId,
      entryId: row.entryId,
      action: row.action as RecordAccessAction,
      ipAddress: row.ipAddress,
      requestId: row.requestId,
    }));
  });
}

/** The print view: the whole record, or one entry with its addenda; logged as a print. */
export async function printPatientRecord(
  db: Kysely<Database>,
  reader: RecordReader,
  patientId: number,
  entryId: number | undefined,
  now: Date,
): Promise<RecordPrint> {
  return db.transaction().execute(async (tx) => {
    const patient = await requirePatient(tx, patientId);
    const rows = await findPatientRecord(tx, patientId, { entryId, withContent: true });
    if (entryId !== undefined && !rows.some((row) => row.id === entryId)) throw new AppError('RECORD_ENTRY_NOT_FOUND');
    await logRecordAccess(tx, reader, patientId, entryId ?? null, 'print');
    return {
      clinicName: CLINICAL_RECORD_TEXT.clinicName,
      printedAt: now.toISOString(),
      patient: { id: patient.id, name: fullName(patient), birthDate: patient.birthDate, cpf: patient.cpf, phone: patient.phone },
      entries: rows.map(toRecordEntryDto),
    };
  });
}

/** 'Evoluções pendentes' of the signed-in user: past appointments of the last 30 days without a signed evolution, drafts older than 24 h. */
export async function listPendingRecords(db: Kysely<Database>, actor: SignedInActor, now: Date): Promise<RecordPending> {
  const today = toIsoDate(now);
  const [appointments, drafts] = await Promise.all([
    findAppointmentsWithoutEvolution(db, actor.userId, {
      fromDate: addDays(today, -RECORD_PENDING_DAYS),
      today,
      nowTime: formatClockTime(now),
    }),
    findStaleDrafts(db, actor.userId, new Date(now.getTime() - RECORD_DRAFT_STALE_HOURS * 3_600_000)),
  ]);
  return {
    appointments: appointments.map((a) => ({
      id: a.id,
      date: a.date,
      time: a.time,
      patientId: a.patientId,
      patientName: fullName({ firstName: a.patientFirstName, lastName: a.patientLastName }),
    })),
    drafts: drafts.map((d) => ({
      id: d.id,
      patientId: d.patientId,
      patientName: fullName({ firstName: d.patientFirstName, lastName: d.patientLastName }),
      kind: d.kind as RecordKind,
      createdAt: d.createdAt.toISOString(),
    })),
  };
}

export const listRecordTemplates = (): readonly RecordTemplate[] => RECORD_TEMPLATES;

/** Whether the patient has any signed entry (then she is archived, never deleted). */
export async function hasSignedRecord(db: Executor, patientId: number): Promise<boolean> {
  return patientHasSignedEntry(db, patientId);
}
