import type { ConsentWithNames, IncidentWithNames, PrivacyRequestWithNames } from '@clinic/db';
import {
  type Consent,
  type ConsentMethod,
  type ConsentPurpose,
  type Incident,
  type IncidentRisk,
  type IncidentStatus,
  type PrivacyRequest,
  type PrivacyRequestStatus,
  type PrivacyRequestType,
  consentText,
} from '@clinic/domain';

export function toConsentDto(row: ConsentWithNames): Consent {
  const purpose = row.purpose as ConsentPurpose;
  return {
    id: row.id,
    patientId: row.patientId,
    leadId: row.leadId,
    purpose,
    textVersion: row.textVersion,
    text: consentText(purpose, row.textVersion) ?? '',
    givenAt: row.givenAt?.toISOString() ?? null,
    method: row.method as ConsentMethod | null,
    recordedAt: row.recordedAt.toISOString(),
    recordedByName: row.recordedByName,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokeMethod: row.revokeMethod as ConsentMethod | null,
    revokedByName: row.revokedByName,
  };
}

export function toPrivacyRequestDto(row: PrivacyRequestWithNames): PrivacyRequest {
  return {
    id: row.id,
    type: row.type as PrivacyRequestType,
    patientId: row.patientId,
    leadId: row.leadId,
    holderName: row.displayName ?? '—',
    details: row.details,
    receivedOn: row.receivedOn,
    dueOn: row.dueOn,
    status: row.status as PrivacyRequestStatus,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredByName: row.answeredByName,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toIncidentDto(row: IncidentWithNames): Incident {
  return {
    id: row.id,
    description: row.description,
    discoveredAt: row.discoveredAt.toISOString(),
    anpdDueOn: row.anpdDueOn,
    dataAffected: row.dataAffected,
    holdersAffected: row.holdersAffected,
    measures: row.measures,
    risk: row.risk as IncidentRisk,
    communications: row.communications,
    anpdNotifiedOn: row.anpdNotifiedOn,
    status: row.status as IncidentStatus,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
  };
}
