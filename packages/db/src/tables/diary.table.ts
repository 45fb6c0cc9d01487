import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

import type { WithCreatedAt } from './columns';

/** A bladder diary (issue #26): 1 to 3 days from `startDate`. */
export interface DiariesTable extends WithCreatedAt {
  id: Generated<number>;
  patientId: number;
  startDate: string;
  days: number;
  sleepTime: string | null;
  wakeTime: string | null;
  createdBy: number | null;
}
export type DiaryRow = Selectable<DiariesTable>;

export interface DiaryEventsTable extends WithCreatedAt {
  id: Generated<number>;
  diaryId: number;
  date: string;
  time: string;
  intakeType: string | null;
  intakeMl: number | null;
  voidedMl: number | null;
  urgency: number;
  leak: number;
  padChanged: boolean;
  trigger: string | null;
  /** 'paciente' (her phone) or 'clinica' (a paper diary typed in). */
  source: string;
  createdBy: number | null;
}
export type DiaryEventRow = Selectable<DiaryEventsTable>;
export type NewDiaryEventRow = Insertable<DiaryEventsTable>;

/** A patient's single-purpose link: only the token's SHA-256 is kept. */
export interface PatientLinksTable extends WithCreatedAt {
  id: Generated<number>;
  tokenHash: string;
  purpose: string;
  patientId: number;
  diaryId: number | null;
  instrumentId: string | null;
  moment: string | null;
  appointmentId: number | null;
  expiresAt: Date;
  revokedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  usedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  recordEntryId: number | null;
  createdBy: number | null;
}
export type PatientLinkRow = Selectable<PatientLinksTable>;
export type NewPatientLinkRow = Insertable<PatientLinksTable>;
