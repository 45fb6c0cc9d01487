import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

import type { CreatedAt, RowVersion } from './columns';

export interface AppointmentsTable {
  id: Generated<number>;
  patientId: number | null;
  physiotherapistId: number;
  roomId: number;
  date: string;
  time: string;
  status: Generated<string>;
  notes: string | null;
  type: Generated<string>;
  paymentPercentage: Generated<number>;
  reminderDays: Generated<number>;
  /** An overlap of the patient kept from before the patient's slot rule (left out of its index until moved). */
  patientSlotExempt: Generated<boolean>;
  createdAt: CreatedAt;
  version: RowVersion;
}
export type AppointmentRow = Selectable<AppointmentsTable>;
export type NewAppointmentRow = Insertable<AppointmentsTable>;
export type AppointmentRowUpdate = Updateable<AppointmentsTable>;

export interface TreatmentsTable {
  id: Generated<number>;
  patientId: number;
  physiotherapistId: number;
  appointmentId: number | null;
  date: string;
  notes: string | null;
  createdAt: CreatedAt;
}
export type TreatmentRow = Selectable<TreatmentsTable>;
