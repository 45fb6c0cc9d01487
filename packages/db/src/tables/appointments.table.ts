import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

import type { Versioned, WithCreatedAt } from './columns';

export interface AppointmentsTable extends Versioned {
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
  /** What happened (issue #23); `status` is derived from it by a trigger (see the attendance migration). */
  attendanceStatus: Generated<string>;
  cancelReason: string | null;
  cancelNote: string | null;
  /** 'paciente' or 'clinica'; set by the trigger for an old-style cancel. */
  cancelledBy: string | null;
  /** Set by the trigger when the appointment enters a cancelled state. */
  cancelledAt: ColumnType<Date | null, never, never>;
  /** `remarcado`: the appointment that replaced this one. */
  rescheduledToId: number | null;
  /** When attendance last changed (set by the trigger). */
  attendanceAt: ColumnType<Date | null, never, never>;
  /** The treatment package it belongs to (issue #24; a trigger links it when booked). */
  packageId: number | null;
}
export type AppointmentRow = Selectable<AppointmentsTable>;
export type NewAppointmentRow = Insertable<AppointmentsTable>;
export type AppointmentRowUpdate = Updateable<AppointmentsTable>;

/** Per patient, her appointments and how many were attended: kept by triggers on appointments, never written by the app. */
export interface PatientAppointmentCountsTable {
  patientId: ColumnType<number, never, never>;
  appointments: ColumnType<number, never, never>;
  attended: ColumnType<number, never, never>;
}

export interface TreatmentsTable extends WithCreatedAt {
  id: Generated<number>;
  patientId: number;
  physiotherapistId: number;
  appointmentId: number | null;
  date: string;
  notes: string | null;
}
export type TreatmentRow = Selectable<TreatmentsTable>;
