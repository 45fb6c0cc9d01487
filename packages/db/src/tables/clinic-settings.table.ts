import type { ColumnType, Selectable, Updateable } from 'kysely';

/** The clinic's policies: one row (id true). */
export interface ClinicSettingsTable {
  id: ColumnType<boolean, never, never>;
  /** A patient's cancellation less than this many hours before the appointment is late (cancelado_tarde). */
  lateCancelHours: number;
  /** Packages (issue #24): default validity in days, and whether 'faltou' / late cancellations consume a session. */
  packageValidityDays: number;
  packageCountsFaltou: boolean;
  packageCountsCanceladoTarde: boolean;
  /** Printed on receipts. */
  clinicName: string;
  clinicDocument: string;
  /** LGPD: leads never converted are anonymised after this many months without activity. */
  leadAnonymizeMonths: number;
  updatedAt: ColumnType<Date, never, Date>;
}
export type ClinicSettingsRow = Selectable<ClinicSettingsTable>;
export type ClinicSettingsUpdate = Updateable<ClinicSettingsTable>;
