import type { Shift } from '../users/users.schemas';

/** Appointment status (spec §4): scheduled by default; cancelling keeps the row. */
export const APPOINTMENT_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  scheduled: 'Agendado',
  completed: 'Concluído',
  cancelled: 'Cancelado',
};

export const APPOINTMENT_TYPES = ['consulta', 'atendimento'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];
export const APPOINTMENT_TYPE_LABELS: Record<AppointmentType, string> = {
  consulta: 'Consulta',
  atendimento: 'Atendimento',
};

/**
 * Payment percentage: any whole number from 0 to 100 (spec §5); the dialog offers the three of
 * spec §4 and §9, and shows any other value as 'Pago {n}%'.
 */
export const PAYMENT_PERCENTAGES = [0, 50, 100] as const;
export type PaymentPercentage = (typeof PAYMENT_PERCENTAGES)[number];
export const PAYMENT_LABELS: Record<PaymentPercentage, string> = {
  0: 'Não pago',
  50: 'Pago parcialmente',
  100: 'Pago integralmente',
};

/** 'Não pago', 'Pago parcialmente', 'Pago integralmente', or 'Pago {n}%' for any other percentage. */
export function paymentLabel(percentage: number): string {
  return (PAYMENT_PERCENTAGES as readonly number[]).includes(percentage) ? PAYMENT_LABELS[percentage as PaymentPercentage] : `Pago ${percentage}%`;
}

/** Reminder days before the appointment (spec §4). */
export const REMINDER_DAYS = [1, 2] as const;
export type ReminderDays = (typeof REMINDER_DAYS)[number];

/** The grid's first and last hour (spec §9): one-hour slots starting 08:00 … 19:00. */
export const GRID_FIRST_HOUR = 8;
export const GRID_LAST_HOUR = 19;
/** Every slot of the grid, 'HH:00'. */
export const GRID_TIMES: readonly string[] = Array.from(
  { length: GRID_LAST_HOUR - GRID_FIRST_HOUR + 1 },
  (_, i) => `${String(GRID_FIRST_HOUR + i).padStart(2, '0')}:00`,
);

/** Shift windows (spec §5, §9), in whole hours: from `start` up to but not including `end`. */
export const SHIFT_WINDOWS: Record<Shift, { start: number; end: number }> = {
  manha: { start: 8, end: 14 },
  tarde: { start: 14, end: 20 },
  integral: { start: 8, end: 20 },
};

/** GET /api/appointments without a date range answers pages of this many, from today onwards. */
export const APPOINTMENT_PAGE_SIZE = 200;
/** The longest date range one list call may ask for (a quarter). */
export const APPOINTMENT_RANGE_MAX_DAYS = 93;
/** How many appointments one batch (+ Atendimento rows, a weekly series) may create. */
export const APPOINTMENT_BATCH_MAX = 60;
/** How many 'Próximos Agendamentos' the dashboard shows. */
export const UPCOMING_LIMIT = 5;
