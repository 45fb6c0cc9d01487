import {
  type ConsentHolder,
  type ConsentRow,
  type Database,
  type Executor,
  type Kysely,
  findActiveConsent,
  findConsentWithNames,
  findConsentsOf,
  findLeadById,
  findPatientById,
  insertConsent,
  lockConsent,
  lockLead,
  lockPatient,
  revokeConsentRow,
} from '@clinic/db';
import {
  CONSENT_METHOD_LABELS,
  CONSENT_PURPOSE_LABELS,
  type Consent,
  type ConsentInput,
  type ConsentMethod,
  type ConsentPurpose,
  PRIVACY_TEXT,
  currentConsentVersion,
  fullName,
} from '@clinic/domain';

import type { Actor } from '../../context';
import { AppError, fromConstraint } from '../../errors';
import { logActivity } from '../activity-log';
import { toConsentDto } from './privacy-dto';

/** Locks the holder's row (a consent recorded while she is deleted) and answers her name for the log. */
async function lockHolder(tx: Executor, holder: ConsentHolder): Promise<string> {
  if ('patientId' in holder) {
    const patient = await lockPatient(tx, holder.patientId);
    if (!patient) throw new AppError('PATIENT_NOT_FOUND');
    return fullName(patient);
  }
  const lead = await lockLead(tx, holder.leadId);
  if (!lead) throw new AppError('LEAD_NOT_FOUND');
  return `o lead ${lead.name}`;
}

async function holderExists(db: Executor, holder: ConsentHolder): Promise<void> {
  if ('patientId' in holder) {
    if (!(await findPatientById(db, holder.patientId))) throw new AppError('PATIENT_NOT_FOUND');
  } else if (!(await findLeadById(db, holder.leadId))) throw new AppError('LEAD_NOT_FOUND');
}

export async function listConsents(db: Kysely<Database>, holder: ConsentHolder): Promise<Consent[]> {
  await holderExists(db, holder);
  return (await findConsentsOf(db, holder)).map(toConsentDto);
}

/**
 * No new consent for a holder the product no longer processes (409): a patient whose processing
 * is blocked at her request (her record retained; a new reminders consent would bring reminders
 * back), or an anonymised patient or lead.
 */
async function refuseClosedHolder(tx: Executor, holder: ConsentHolder): Promise<void> {
  const row = 'patientId' in holder ? await findPatientById(tx, holder.patientId) : await findLeadById(tx, holder.leadId);
  if (row?.anonymizedAt) throw new AppError('ALREADY_ANONYMIZED', { message: PRIVACY_TEXT.consentHolderAnonymized });
  if (row && 'processingBlockedAt' in row && row.processingBlockedAt) {
    throw new AppError('PATIENT_PROCESSING_BLOCKED', { message: PRIVACY_TEXT.consentHolderBlocked });
  }
}

/**
 * Records a consent in the caller's transaction (the holder already locked): refused while the
 * same purpose has an active one, or for a blocked or anonymised holder; logged. What the WhatsApp
 * consent of #23 also calls.
 */
export async function recordConsentIn(
  tx: Executor,
  actor: Actor,
  holder: ConsentHolder,
  holderName: string,
  consent: { purpose: ConsentPurpose; method: ConsentMethod; givenAt: Date; textVersion?: number },
): Promise<ConsentRow> {
  await refuseClosedHolder(tx, holder);
  if (await findActiveConsent(tx, holder, consent.purpose)) throw new AppError('CONSENT_ALREADY_ACTIVE');
  const row = await insertConsent(tx, {
    patientId: 'patientId' in holder ? holder.patientId : null,
    leadId: 'leadId' in holder ? holder.leadId : null,
    purpose: consent.purpose,
    textVersion: consent.textVersion ?? currentConsentVersion(consent.purpose),
    givenAt: consent.givenAt,
    method: consent.method,
    recordedBy: actor.userId,
  });
  await logActivity(tx, actor, {
    action: 'create',
    entity: 'consent',
    entityId: row.id,
    description: PRIVACY_TEXT.consentRecorded(CONSENT_PURPOSE_LABELS[consent.purpose], holderName, CONSENT_METHOD_LABELS[consent.method]),
  });
  return row;
}

/** Revokes an active consent in the caller's transaction; logged. */
export async function revokeConsentIn(
  tx: Executor,
  actor: Actor,
  consent: ConsentRow,
  holderName: string,
  revocation: { at: Date; method: ConsentMethod | null },
): Promise<ConsentRow> {
  const revoked = await revokeConsentRow(tx, consent.id, { at: revocation.at, by: actor.userId, method: revocation.method });
  if (!revoked) throw new AppError('CONSENT_ALREADY_REVOKED');
  await logActivity(tx, actor, {
    action: 'update',
    entity: 'consent',
    entityId: consent.id,
    description: PRIVACY_TEXT.consentRevoked(CONSENT_PURPOSE_LABELS[consent.purpose as ConsentPurpose], holderName),
  });
  return revoked;
}

export async function recordConsent(db: Kysely<Database>, actor: Actor, holder: ConsentHolder, input: ConsentInput, now: Date): Promise<Consent> {
  const parsed = input;
  const givenAt = parsed.givenAt ? new Date(parsed.givenAt) : now;
  if (givenAt.getTime() > now.getTime() + 60_000) throw new AppError('INVALID_INPUT', { message: PRIVACY_TEXT.givenAtFuture });
  return db
    .transaction()
    .execute(async (tx) => {
      const name = await lockHolder(tx, holder);
      const row = await recordConsentIn(tx, actor, holder, name, { ...parsed, givenAt });
      return toConsentDto((await findConsentWithNames(tx, row.id))!);
    })
    .catch((error: unknown) => {
      throw fromConstraint(error);
    });
}

/** 'Revogar': the consent stops counting from now on (kept, with the date and who revoked it). */
export async function revokeConsent(db: Kysely<Database>, actor: Actor, id: number, now: Date, method: ConsentMethod | null = null): Promise<Consent> {
  return db.transaction().execute(async (tx) => {
    // The holder first, then the consent: the order recording takes too.
    const found = await findConsentWithNames(tx, id);
    if (!found) throw new AppError('CONSENT_NOT_FOUND');
    const holder: ConsentHolder = found.patientId !== null ? { patientId: found.patientId } : { leadId: found.leadId! };
    const name = await lockHolder(tx, holder);
    const consent = await lockConsent(tx, id);
    if (!consent) throw new AppError('CONSENT_NOT_FOUND');
    if (consent.revokedAt) throw new AppError('CONSENT_ALREADY_REVOKED');
    await revokeConsentIn(tx, actor, consent, name, { at: now, method });
    return toConsentDto((await findConsentWithNames(tx, id))!);
  });
}
