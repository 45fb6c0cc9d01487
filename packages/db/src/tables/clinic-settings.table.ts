import type { ColumnType, Selectable, Updateable } from 'kysely';

/** The clinic's policies: one row (id true). */
export interface ClinicSettingsTable {
  id: ColumnType<boolean, never, never>;
  /** A patient's cancellation less than this many hours before the appointment is late (cancelado_tarde). */
  lateCancelHours: number;
  updatedAt: ColumnType<Date, never, Date>;
}
export type ClinicSettingsRow = Selectable<ClinicSettingsTable>;
export type ClinicSettingsUpdate = Updateable<ClinicSettingsTable>;
