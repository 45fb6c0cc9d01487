import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

import type { CreatedAt } from './columns';

/** The stored content: `{ answers: { [questionId]: answer } }` (packages/domain clinical-record). */
export type RecordContentColumn = ColumnType<{ answers: Record<string, unknown> }, string, string>;

/** An entry of the clinical record; a trigger refuses any update or delete once `status` is 'assinado'. */
export interface RecordEntriesTable {
  id: Generated<number>;
  patientId: number;
  kind: string;
  templateId: string;
  templateVersion: number;
  appointmentId: number | null;
  parentId: number | null;
  status: Generated<string>;
  authorId: number;
  /** Written as JSON text (canonical), read back as an object. */
  content: RecordContentColumn;
  reason: string | null;
  signedAt: Date | null;
  signedCrefito: string | null;
  contentHash: string | null;
  /** The database's time; only the demo clinic's history is written with an earlier one (insertRecordEntry's `at`). */
  createdAt: ColumnType<Date, Date | undefined, never>;
  /** Raised by the trigger on every update. */
  updatedAt: ColumnType<Date, never, never>;
}
export type RecordEntryRow = Selectable<RecordEntriesTable>;
export type NewRecordEntryRow = Insertable<RecordEntriesTable>;

/** Who read which clinical content: append-only (a trigger refuses update and delete). */
export interface RecordAccessLogTable {
  id: Generated<number>;
  userId: number | null;
  role: string;
  patientId: number;
  entryId: number | null;
  action: string;
  ipAddress: string | null;
  requestId: string | null;
  at: CreatedAt;
}
export type RecordAccessRow = Selectable<RecordAccessLogTable>;
export type NewRecordAccessRow = Insertable<RecordAccessLogTable>;

/** The clinic's licence of an instrument that needs one (ICIQ-SF, ICIQ-OAB, FSFI): present = enabled. */
export interface InstrumentLicencesTable {
  instrumentId: string;
  licenceReference: string;
  enabledBy: number | null;
  enabledAt: ColumnType<Date, Date | undefined, never>;
}
export type InstrumentLicenceRow = Selectable<InstrumentLicencesTable>;
