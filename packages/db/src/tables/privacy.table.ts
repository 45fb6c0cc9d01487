import type { Generated, Insertable, Selectable } from 'kysely';

import type { CreatedAt } from './columns';

/** A consent of a patient or a lead (exactly one of the two), and its revocation. */
export interface ConsentsTable {
  id: Generated<number>;
  patientId: number | null;
  leadId: number | null;
  purpose: string;
  textVersion: number;
  /** When the holder gave it; null only for a withdrawal migrated from #23 (the giving was not kept). */
  givenAt: Date | null;
  method: string | null;
  recordedAt: Generated<Date>;
  recordedBy: number | null;
  revokedAt: Date | null;
  revokeMethod: string | null;
  revokedBy: number | null;
}
export type ConsentRow = Selectable<ConsentsTable>;
export type NewConsentRow = Insertable<ConsentsTable>;

/** A holder's request (art. 18): a patient, a lead, or a typed name (at most one). */
export interface PrivacyRequestsTable {
  id: Generated<number>;
  type: string;
  patientId: number | null;
  leadId: number | null;
  holderName: string | null;
  details: string | null;
  receivedOn: string;
  dueOn: string;
  status: Generated<string>;
  answer: string | null;
  answeredAt: Date | null;
  answeredBy: number | null;
  createdAt: CreatedAt;
  createdBy: number | null;
}
export type PrivacyRequestRow = Selectable<PrivacyRequestsTable>;
export type NewPrivacyRequestRow = Insertable<PrivacyRequestsTable>;

/** A security incident (art. 48). */
export interface IncidentsTable {
  id: Generated<number>;
  description: string;
  discoveredAt: Date;
  anpdDueOn: string;
  dataAffected: string;
  holdersAffected: string;
  measures: string | null;
  risk: string;
  communications: string | null;
  anpdNotifiedOn: string | null;
  status: Generated<string>;
  createdAt: CreatedAt;
  createdBy: number | null;
  updatedAt: Generated<Date>;
}
export type IncidentRow = Selectable<IncidentsTable>;
export type NewIncidentRow = Insertable<IncidentsTable>;
