import type { AppointmentStatus } from './appointments.constants';

/**
 * What happened to an appointment (issue #23). The spec's `status` keeps its three values and is
 * derived from this one (the database keeps them in agreement): agendado, confirmado and presente
 * hold the slot as `scheduled`; atendido is `completed`; every other state is `cancelled` and frees it.
 */
export const ATTENDANCE_STATUSES = [
  'agendado',
  'confirmado',
  'presente',
  'atendido',
  'faltou',
  'cancelado_paciente',
  'cancelado_tarde',
  'cancelado_clinica',
  'remarcado',
] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const ATTENDANCE_LABELS: Record<AttendanceStatus, string> = {
  agendado: 'Agendado',
  confirmado: 'Confirmado',
  presente: 'Presente',
  atendido: 'Atendido',
  faltou: 'Faltou',
  cancelado_paciente: 'Cancelado pelo paciente',
  cancelado_tarde: 'Cancelamento tardio',
  cancelado_clinica: 'Cancelado pela clínica',
  remarcado: 'Remarcado',
};

/** The spec's status an attendance state stands for. */
export function statusOfAttendance(attendance: AttendanceStatus): AppointmentStatus {
  if (attendance === 'agendado' || attendance === 'confirmado' || attendance === 'presente') return 'scheduled';
  if (attendance === 'atendido') return 'completed';
  return 'cancelled';
}

/** The attendance state an old-style status write means (what the database trigger maps too). */
export function attendanceOfStatus(status: AppointmentStatus): AttendanceStatus {
  if (status === 'completed') return 'atendido';
  if (status === 'cancelled') return 'cancelado_clinica';
  return 'agendado';
}

/** The states a cancellation ends in: they need who cancelled and why. */
export const CANCELLATION_STATES = ['cancelado_paciente', 'cancelado_tarde', 'cancelado_clinica'] as const satisfies readonly AttendanceStatus[];
export const isCancellation = (attendance: AttendanceStatus): boolean => (CANCELLATION_STATES as readonly string[]).includes(attendance);

/** The slot stays taken (the appointment still happens or happened). */
export const holdsSlot = (attendance: AttendanceStatus): boolean => statusOfAttendance(attendance) !== 'cancelled';

/** Why a patient or the clinic cancelled (Cliniko's reason codes, in Portuguese). */
export const CANCEL_REASONS = ['melhora', 'piora', 'doenca', 'viagem', 'trabalho', 'financeiro', 'outro'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  melhora: 'Melhora',
  piora: 'Piora',
  doenca: 'Doença',
  viagem: 'Viagem',
  trabalho: 'Trabalho',
  financeiro: 'Financeiro',
  outro: 'Outro',
};

/** Who cancelled. */
export const CANCELLED_BY = ['paciente', 'clinica'] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/** Hours before the appointment under which a patient's cancellation counts as late (clinic setting). */
export const DEFAULT_LATE_CANCEL_HOURS = 24;
export const MAX_LATE_CANCEL_HOURS = 168;

/** When the appointment starts, in the server's (the clinic's) local time. */
export function appointmentStart(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new Date(y!, m! - 1, d!, h!, min ?? 0);
}

/**
 * A patient's cancellation is late when it comes less than `policyHours` before the start
 * (exactly `policyHours` before is still on time).
 */
export function isLateCancel(date: string, time: string, now: Date, policyHours: number): boolean {
  return appointmentStart(date, time).getTime() - now.getTime() < policyHours * 3_600_000;
}

/**
 * The state a cancellation ends in: the clinic's is `cancelado_clinica`; a patient's is
 * `cancelado_paciente`, or `cancelado_tarde` inside the policy window.
 */
export function cancellationState(by: CancelledBy, late: boolean): AttendanceStatus {
  if (by === 'clinica') return 'cancelado_clinica';
  return late ? 'cancelado_tarde' : 'cancelado_paciente';
}

export const ATTENDANCE_TEXT = {
  invalidAttendance: 'Situação de presença inválida',
  invalidReason: 'Motivo de cancelamento inválido',
  reasonRequired: 'Informe o motivo do cancelamento',
  invalidRescheduled: 'Agendamento de destino inválido',
  rescheduledRequired: 'Informe o novo agendamento',
} as const;
