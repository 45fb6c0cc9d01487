/**
 * The patient's single-purpose links (issue #26): a random token of 32 bytes (URL-safe base64),
 * shown once in the creation's answer and kept only as its SHA-256, so neither the database nor a
 * backup can give a working link back. A link is open until it expires or is revoked.
 */
import { createHash, randomBytes } from 'node:crypto';

import { type Executor, type PatientLinkRow, insertPatientLink } from '@clinic/db';
import { DIARY_TEXT, type PatientLinkCreated, type PatientLinkPurpose, type PatientLinkState } from '@clinic/domain';

import { AppError } from '../../errors';

export const hashPatientToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The patient's page for a token: the web app's light route, without the shell. */
export const patientLinkPath = (token: string): string => `/p/${token}`;

export function patientLinkState(link: Pick<PatientLinkRow, 'expiresAt' | 'revokedAt' | 'usedAt'>, now: Date): PatientLinkState {
  if (link.revokedAt) return 'revogado';
  if (link.usedAt) return 'respondido';
  return link.expiresAt.getTime() <= now.getTime() ? 'expirado' : 'ativo';
}

export function toPatientLinkInfo(link: PatientLinkRow, now: Date) {
  return {
    id: link.id,
    purpose: link.purpose as PatientLinkPurpose,
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    state: patientLinkState(link, now),
  };
}

/**
 * No link for a patient the product no longer processes (LGPD, 409): anonymised, or her processing
 * blocked at her request (her record retained, her data used for nothing else).
 */
export function refuseClosedPatient(patient: { anonymizedAt: Date | null; processingBlockedAt: Date | null }): void {
  if (patient.anonymizedAt) throw new AppError('ALREADY_ANONYMIZED', { message: DIARY_TEXT.linkPatientAnonymized });
  if (patient.processingBlockedAt) throw new AppError('PATIENT_PROCESSING_BLOCKED', { message: DIARY_TEXT.linkPatientBlocked });
}

/** Inserts a new link and answers it with its token's URL (the only time the token is known). */
export async function createPatientLink(
  tx: Executor,
  values: Omit<Parameters<typeof insertPatientLink>[1], 'tokenHash'>,
  patient: { firstName: string; phone: string | null },
): Promise<{ row: PatientLinkRow; created: PatientLinkCreated }> {
  const token = randomBytes(32).toString('base64url');
  const row = await insertPatientLink(tx, { ...values, tokenHash: hashPatientToken(token) });
  return {
    row,
    created: {
      linkId: row.id,
      url: patientLinkPath(token),
      expiresAt: row.expiresAt.toISOString(),
      patientFirstName: patient.firstName,
      patientPhone: patient.phone,
    },
  };
}
