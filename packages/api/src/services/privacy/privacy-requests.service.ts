import {
  type Database,
  type Kysely,
  findLeadById,
  findPatientById,
  findPrivacyRequest,
  findPrivacyRequests,
  insertPrivacyRequest,
  updatePrivacyRequestRow,
} from '@clinic/db';
import {
  CLOSED_REQUEST_STATUSES,
  PRIVACY_REQUEST_STATUS_LABELS,
  PRIVACY_REQUEST_TYPE_LABELS,
  PRIVACY_TEXT,
  type PrivacyRequest,
  type PrivacyRequestInput,
  type PrivacyRequestStatus,
  type PrivacyRequestUpdate,
  formatIsoDate,
  requestDueOn,
  toIsoDate,
} from '@clinic/domain';

import type { Actor } from '../../context';
import { AppError } from '../../errors';
import { logActivity } from '../activity-log';
import { toPrivacyRequestDto } from './privacy-dto';

export async function listPrivacyRequests(db: Kysely<Database>, filter: { openOnly?: boolean } = {}): Promise<PrivacyRequest[]> {
  return (await findPrivacyRequests(db, filter)).map(toPrivacyRequestDto);
}

/**
 * Registers a holder's request: received today in the clinic's zone unless a day is given; due
 * 15 days later (art. 19 II). Logged.
 */
export async function createPrivacyRequest(
  db: Kysely<Database>,
  actor: Actor,
  input: PrivacyRequestInput,
  now: Date,
): Promise<PrivacyRequest> {
  const parsed = input;
  const receivedOn = parsed.receivedOn ?? toIsoDate(now);
  return db.transaction().execute(async (tx) => {
    if (parsed.patientId && !(await findPatientById(tx, parsed.patientId))) throw new AppError('PATIENT_NOT_FOUND');
    if (parsed.leadId && !(await findLeadById(tx, parsed.leadId))) throw new AppError('LEAD_NOT_FOUND');
    const row = await insertPrivacyRequest(tx, {
      type: parsed.type,
      patientId: parsed.patientId ?? null,
      leadId: parsed.leadId ?? null,
      holderName: parsed.holderName ?? null,
      details: parsed.details ?? null,
      receivedOn,
      dueOn: requestDueOn(receivedOn),
      createdBy: actor.userId,
    });
    const request = (await findPrivacyRequest(tx, row.id))!;
    await logActivity(tx, actor, {
      action: 'create',
      entity: 'privacy_request',
      entityId: row.id,
      description: PRIVACY_TEXT.requestCreated(PRIVACY_REQUEST_TYPE_LABELS[parsed.type], request.displayName ?? '—', formatIsoDate(request.dueOn)),
    });
    return toPrivacyRequestDto(request);
  });
}

/**
 * Moves a request along (status, the answer given, the details). Closing it (respondida,
 * recusada) needs an answer and records who answered and when. Logged.
 */
export async function updatePrivacyRequest(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  input: PrivacyRequestUpdate,
  now: Date,
): Promise<PrivacyRequest> {
  const parsed = input;
  return db.transaction().execute(async (tx) => {
    const before = await findPrivacyRequest(tx, id, { lock: true });
    if (!before) throw new AppError('PRIVACY_REQUEST_NOT_FOUND');
    const status = (parsed.status ?? before.status) as PrivacyRequestStatus;
    const answer = parsed.answer === undefined ? before.answer : parsed.answer;
    const closing = CLOSED_REQUEST_STATUSES.includes(status);
    if (closing && !answer) throw new AppError('PRIVACY_REQUEST_ANSWER_REQUIRED');
    const answered = closing && (status !== before.status || answer !== before.answer);
    await updatePrivacyRequestRow(tx, id, {
      ...(parsed.status === undefined ? {} : { status }),
      ...(parsed.answer === undefined ? {} : { answer }),
      ...(parsed.details === undefined ? {} : { details: parsed.details }),
      ...(answered ? { answeredAt: now, answeredBy: actor.userId } : {}),
      ...(!closing && before.answeredAt ? { answeredAt: null, answeredBy: null } : {}),
    });
    await logActivity(tx, actor, {
      action: 'update',
      entity: 'privacy_request',
      entityId: id,
      description: PRIVACY_TEXT.requestUpdated(
        PRIVACY_REQUEST_TYPE_LABELS[before.type as keyof typeof PRIVACY_REQUEST_TYPE_LABELS],
        before.displayName ?? '—',
        status === before.status ? `status ${PRIVACY_REQUEST_STATUS_LABELS[status]}` : `status ${PRIVACY_REQUEST_STATUS_LABELS[before.status as PrivacyRequestStatus]} → ${PRIVACY_REQUEST_STATUS_LABELS[status]}`,
      ),
    });
    return toPrivacyRequestDto((await findPrivacyRequest(tx, id))!);
  });
}
