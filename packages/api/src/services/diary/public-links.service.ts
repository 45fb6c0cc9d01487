/**
 * The patient's side of her links (issue #26): /api/public/{token}/… and nothing else. The token is
 * never a session: it names one diary (or one questionnaire) of one patient, answers her first name
 * and what that link is for, and accepts only that link's writes. Every request counts against the
 * rate limit before the token is even looked up. A closed link (expired, revoked, answered) shows
 * its state and nothing else, and accepts nothing.
 */
import { type Database, type Kysely, type PatientLinkRow, findDiary, findPatientById, findPatientLinkByHash, lockPatientLinkByHash } from '@clinic/db';
import { DIARY_TEXT, type PatientLinkState, type PublicLinkView, type ZDiaryEventInput, diaryDates } from '@clinic/domain';
import type { z } from 'zod';

import type { Actor } from '../../context';
import { AppError } from '../../errors';
import { detailOf, insertLoggedDiaryEvent } from './diary.service';
import { checkPatientLinkRate } from './patient-link-rate-limit';
import { hashPatientToken, patientLinkState } from './patient-links';
import { type QuestionnaireRegistry, questionnaireView, submitQuestionnaire } from './questionnaire-links';

/** Who calls a public path: nobody signed in, an address. */
export interface PublicCaller {
  ipAddress: string | null;
  userAgent: string | null;
}

const CLOSED_MESSAGES: Record<Exclude<PatientLinkState, 'ativo'>, string> = {
  expirado: DIARY_TEXT.linkExpired,
  revogado: DIARY_TEXT.linkRevoked,
  respondido: DIARY_TEXT.questionnaireAnswered,
};

const closedView = (state: Exclude<PatientLinkState, 'ativo'>): PublicLinkView => ({
  state,
  message: CLOSED_MESSAGES[state],
  purpose: null,
  firstName: null,
  expiresAt: null,
  diary: null,
  questionnaire: null,
});

const patientActor = (caller: PublicCaller): Actor => ({ userId: null, ipAddress: caller.ipAddress, userAgent: caller.userAgent });

async function openLink(db: Kysely<Database>, token: string, caller: PublicCaller): Promise<PatientLinkRow> {
  checkPatientLinkRate(token, caller.ipAddress);
  const link = await findPatientLinkByHash(db, hashPatientToken(token));
  if (!link) throw new AppError('PATIENT_LINK_NOT_FOUND');
  return link;
}

async function viewOf(db: Kysely<Database>, link: PatientLinkRow, registry: QuestionnaireRegistry, now: Date): Promise<PublicLinkView> {
  const state = patientLinkState(link, now);
  if (state !== 'ativo') return closedView(state);
  const patient = await findPatientById(db, link.patientId);
  if (!patient) throw new AppError('PATIENT_LINK_NOT_FOUND');
  const base = { state, message: null, purpose: link.purpose as PublicLinkView['purpose'], firstName: patient.firstName, expiresAt: link.expiresAt.toISOString() };
  if (link.purpose === 'diary') {
    const diary = await findDiary(db, link.diaryId!);
    if (!diary) throw new AppError('PATIENT_LINK_NOT_FOUND');
    const detail = await detailOf(db, diary, now);
    return { ...base, diary: { startDate: diary.startDate, days: diary.days, dates: diaryDates(diary), events: detail.events }, questionnaire: null };
  }
  return { ...base, diary: null, questionnaire: questionnaireView(registry, link, await registry.find(db, link.instrumentId!)) };
}

/** GET /public/{token}: the page's content, or only the closed state. */
export async function viewPublicLink(db: Kysely<Database>, token: string, caller: PublicCaller, registry: QuestionnaireRegistry, now: Date): Promise<PublicLinkView> {
  const link = await openLink(db, token, caller);
  return viewOf(db, link, registry, now);
}

/** Refuses a write on a closed link, with the state's own words. */
function assertOpen(link: PatientLinkRow, now: Date): void {
  const state = patientLinkState(link, now);
  if (state !== 'ativo') throw new AppError('PATIENT_LINK_CLOSED', { message: CLOSED_MESSAGES[state] });
}

/** In the write's transaction: the token's link, locked, open, and for `purpose` (another link's path: 404). */
async function lockOpenLink(tx: Kysely<Database>, token: string, purpose: 'diary' | 'questionnaire', now: Date): Promise<PatientLinkRow> {
  const link = await lockPatientLinkByHash(tx, hashPatientToken(token));
  if (!link) throw new AppError('PATIENT_LINK_NOT_FOUND');
  assertOpen(link, now);
  if (link.purpose !== purpose) throw new AppError('PATIENT_LINK_NOT_FOUND');
  return link;
}

/** POST /public/{token}/diary-events: one event of this link's diary, nothing else. */
export async function addPublicDiaryEvent(
  db: Kysely<Database>,
  token: string,
  caller: PublicCaller,
  event: z.output<typeof ZDiaryEventInput>,
  registry: QuestionnaireRegistry,
  now: Date,
): Promise<PublicLinkView> {
  await openLink(db, token, caller);
  return db.transaction().execute(async (tx) => {
    const link = await lockOpenLink(tx, token, 'diary', now);
    const diary = await findDiary(tx, link.diaryId!);
    if (!diary) throw new AppError('PATIENT_LINK_NOT_FOUND');
    await insertLoggedDiaryEvent(tx, patientActor(caller), diary, event, 'paciente');
    return viewOf(tx as unknown as Kysely<Database>, link, registry, now);
  });
}

/** POST /public/{token}/answers: the questionnaire's answers, once; they land unsigned in the record. */
export async function submitPublicAnswers(
  db: Kysely<Database>,
  token: string,
  caller: PublicCaller,
  answers: Record<string, unknown>,
  registry: QuestionnaireRegistry,
  now: Date,
): Promise<PublicLinkView> {
  await openLink(db, token, caller);
  return db.transaction().execute(async (tx) => {
    const link = await lockOpenLink(tx, token, 'questionnaire', now);
    await submitQuestionnaire(tx, registry, link, answers, patientActor(caller), now);
    return closedView('respondido');
  });
}
