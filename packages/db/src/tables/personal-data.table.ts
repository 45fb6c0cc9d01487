import type { ColumnType, Generated, Selectable } from 'kysely';

export type PersonalDataExportStatus = 'pending' | 'ready' | 'failed';

/** One export of a patient's data (LGPD art. 18/19): a ZIP built by a job, downloadable once. */
export interface PersonalDataExportsTable {
  id: Generated<number>;
  patientId: number;
  requestedBy: number | null;
  jobId: number | null;
  status: Generated<PersonalDataExportStatus>;
  /** The ZIP; dropped once downloaded or expired. */
  file: Uint8Array | null;
  fileName: string | null;
  sizeBytes: number | null;
  error: string | null;
  expiresAt: Date;
  downloadedAt: Date | null;
  createdAt: ColumnType<Date, never, never>;
}
export type PersonalDataExportRow = Selectable<PersonalDataExportsTable>;
