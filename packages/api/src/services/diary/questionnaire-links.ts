/**
 * Questionnaires on the patient's phone (issue #26 item 3): a link for one instrument of one
 * patient, at a moment (before the assessment, at a session, at discharge); her answers, scored on
 * the server by the instrument's own scoring, land in the record as an UNSIGNED entry authored by
 * whoever sent the link, who reviews and signs it like any draft.
 *
 * The instruments come from a registry (the `instruments` feature's, packages/domain, with the
 * clinic's licences): the seam is `QuestionnaireRegistry` (tests may swap it). An instrument the
 * clinic has not enabled (ICIQ, FSFI without a licence) or that is not patient-reported (the pad
 * test) cannot be sent.
 */
import { type Executor, type PatientLinkRow, findInstrumentLicence, lockAppointment, findPatientById, findPatientQuestionnaireLinks, insertRecordEntry, markPatientLinkUsed, revokePatientLinks, findPatientLink } from '@clinic/db';
import { DIARY_TEXT, fullName, instrumentById, isInstrumentId, type PatientLinkCreated, type PublicLinkView, type QuestionnaireMoment, QUESTIONNAIRE_MOMENT_LABELS } from '@clinic/domain';
import type { Database, Kysely } from '@clinic/db';

import type { Actor, SignedInActor } from '../../context';
import { AppError } from '../../errors';
import { logActivity } from '../activity-log';
import { createPatientLink, refuseClosedPatient, toPatientLinkInfo } from './patient-links';

/** What a questionnaire needs of an instrument: its items to render, and its scoring. */
export interface QuestionnaireInstrument {
  id: string;
  version: number;
  title: string;
  instructions: string;
  /** Items as the phone renders them (id, text, type, options…). */
  items: readonly unknown[];
  /** Answers the patient may give on her phone (the pad test is done at the clinic). */
  patientReported: boolean;
  score: (answers: Readonly<Record<string, unknown>>) => { ok: true; score: unknown } | { ok: false; errors: { message: string }[] };
}

export interface QuestionnaireRegistry {
  /** The instrument, when it exists and the clinic may use it. */
  find(db: Executor, instrumentId: string): Promise<QuestionnaireInstrument | undefined>;
}

/** Days a questionnaire link stays open unless told otherwise. */
export const QUESTIONNAIRE_LINK_DAYS = 7;

/** The instruments registry (packages/domain) with the clinic's licences. */
export const instrumentQuestionnaires: QuestionnaireRegistry = {
  async find(db, instrumentId) {
    if (!isInstrumentId(instrumentId)) return undefined;
    const instrument = instrumentById(instrumentId)!;
    if (instrument.licensed && !(await findInstrumentLicence(db, instrumentId))) return undefined;
    return {
      id: instrument.id,
      version: instrument.version,
      title: instrument.title,
      instructions: instrument.instructions,
      items: instrument.items,
      patientReported: instrument.patientReported,
      score: (answers) => instrument.score(Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== null && v !== undefined))),
    };
  },
};

let activeRegistry: QuestionnaireRegistry = instrumentQuestionnaires;
/** The registry the procedures use (set once at start by the instruments feature; tests may swap it). */
export const questionnaireRegistry = (): QuestionnaireRegistry => activeRegistry;
export function setQuestionnaireRegistry(registry: QuestionnaireRegistry): void {
  activeRegistry = registry;
}

export function questionnaireView(registry: QuestionnaireRegistry, link: PatientLinkRow, instrument?: QuestionnaireInstrument): PublicLinkView['questionnaire'] {
  void registry;
  if (!instrument) return { instrumentId: link.instrumentId!, title: link.instrumentId!, items: [] };
  return { instrumentId: instrument.id, title: instrument.title, items: [...instrument.items] };
}

/** POST /patients/{id}/questionnaire-links. */
export async function createQuestionnaireLink(
  db: Kysely<Database>,
  actor: SignedInActor,
  registry: QuestionnaireRegistry,
  input: { id: number; instrumentId: string; moment: QuestionnaireMoment; appointmentId?: number | null; validDays?: number | null },
  now: Date,
): Promise<PatientLinkCreated> {
  return db.transaction().execute(async (tx) => {
    const patient = await findPatientById(tx, input.id);
    if (!patient) throw new AppError('PATIENT_NOT_FOUND');
    refuseClosedPatient(patient);
    const instrument = await registry.find(tx, input.instrumentId);
    if (!instrument || !instrument.patientReported) throw new AppError('INSTRUMENT_UNAVAILABLE');
    if (input.appointmentId) {
      // The session the answers belong to: one of hers (as for any record entry).
      const appointment = await lockAppointment(tx, input.appointmentId);
      if (!appointment || appointment.patientId !== patient.id) throw new AppError('RECORD_APPOINTMENT_INVALID');
    }
    const expiresAt = new Date(now.getTime() + (input.validDays ?? QUESTIONNAIRE_LINK_DAYS) * 86_400_000);
    const { created } = await createPatientLink(
      tx,
      {
        purpose: 'questionnaire',
        patientId: patient.id,
        instrumentId: instrument.id,
        moment: input.moment,
        appointmentId: input.appointmentId ?? null,
        expiresAt,
        createdBy: actor.userId,
      },
      { firstName: patient.firstName, phone: patient.phone || null },
    );
    await logActivity(tx, actor, {
      action: 'create',
      entity: 'patient_link',
      entityId: created.linkId,
      description: `Questionário ${instrument.title} (${QUESTIONNAIRE_MOMENT_LABELS[input.moment]}) para ${fullName(patient)}: link criado`,
    });
    return created;
  });
}

export async function listQuestionnaireLinks(db: Kysely<Database>, patientId: number, now: Date) {
  const patient = await findPatientById(db, patientId);
  if (!patient) throw new AppError('PATIENT_NOT_FOUND');
  const links = await findPatientQuestionnaireLinks(db, patientId);
  return links.map((link) => ({
    ...toPatientLinkInfo(link, now),
    instrumentId: link.instrumentId!,
    moment: link.moment as QuestionnaireMoment,
    recordEntryId: link.recordEntryId,
  }));
}

/** DELETE /questionnaire-links/{id}. */
export async function revokeQuestionnaireLink(db: Kysely<Database>, actor: SignedInActor, id: number, now: Date) {
  return db.transaction().execute(async (tx) => {
    const link = await findPatientLink(tx, id);
    if (!link || link.purpose !== 'questionnaire') throw new AppError('PATIENT_LINK_NOT_FOUND');
    const closed = await revokePatientLinks(tx, { id }, now);
    if (closed > 0) await logActivity(tx, actor, { action: 'cancel', entity: 'patient_link', entityId: id, description: `Questionário ${link.instrumentId}: link cancelado` });
    return toPatientLinkInfo((await findPatientLink(tx, id))!, now);
  });
}

/** Scores the answers on the server and files them as a draft of the link's author. */
export async function submitQuestionnaire(
  tx: Executor,
  registry: QuestionnaireRegistry,
  link: PatientLinkRow,
  answers: Record<string, unknown>,
  actor: Actor,
  now: Date,
): Promise<number> {
  const instrument = await registry.find(tx, link.instrumentId!);
  if (!instrument || link.createdBy === null) throw new AppError('INSTRUMENT_UNAVAILABLE', { message: DIARY_TEXT.questionnaireUnavailable });
  const scored = instrument.score(answers);
  if (!scored.ok) throw new AppError('INVALID_INPUT', { message: scored.errors.map((e) => e.message).join('; ') });
  const entry = await insertRecordEntry(tx, {
    patientId: link.patientId,
    kind: instrument.id,
    templateId: instrument.id,
    templateVersion: instrument.version,
    appointmentId: link.appointmentId,
    parentId: null,
    authorId: link.createdBy,
    // The same content an instrument entry typed at the clinic has (instruments.service scoreInstrumentContent).
    content: JSON.stringify({ answers: Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== null && v !== undefined)), score: scored.score }),
    reason: null,
    signedCrefito: null,
    contentHash: null,
  });
  await markPatientLinkUsed(tx, link.id, now, entry.id);
  await logActivity(tx, actor, {
    action: 'create',
    entity: 'record_entry',
    entityId: entry.id,
    description: `Questionário ${instrument.title} respondido pela paciente (link ${link.id}): rascunho para revisão e assinatura`,
  });
  return entry.id;
}
