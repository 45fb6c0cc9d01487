import type { AppointmentWithNames } from '@clinic/db';
import {
  APPOINTMENT_STATUS_LABELS,
  APPOINTMENT_TYPE_LABELS,
  type AppointmentListItem,
  type AppointmentStatus,
  type AppointmentType,
  type AttendanceStatus,
  type CancelReason,
  type CancelledBy,
  confirmationOf,
  formatIsoDate,
  paymentLabel,
  slotSpan,
} from '@clinic/domain';

export function toAppointmentDto(row: AppointmentWithNames): AppointmentListItem {
  return {
    id: row.id,
    patientId: row.patientId,
    physiotherapistId: row.physiotherapistId,
    roomId: row.roomId,
    date: row.date,
    time: row.time,
    status: row.status as AppointmentStatus,
    notes: row.notes,
    type: row.type as AppointmentType,
    paymentPercentage: row.paymentPercentage,
    reminderDays: row.reminderDays,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    attendanceStatus: row.attendanceStatus as AttendanceStatus,
    cancelReason: row.cancelReason as CancelReason | null,
    cancelNote: row.cancelNote,
    cancelledBy: row.cancelledBy as CancelledBy | null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    rescheduledToId: row.rescheduledToId,
    packageId: row.packageId,
    sessionNumber: row.sessionNumber,
    sessionsTotal: row.sessionsTotal,
    patient: row.patientFirstName !== null ? { firstName: row.patientFirstName, lastName: row.patientLastName ?? '' } : null,
    physiotherapist: {
      firstName: row.physiotherapistFirstName,
      lastName: row.physiotherapistLastName,
      color: row.physiotherapistColor,
    },
    room: { name: row.roomName },
    confirmation: confirmationOf({
      status: row.status,
      attendanceStatus: row.attendanceStatus,
      stored: row.confirmationState,
      optedIn: row.patientId === null ? null : (row.patientWhatsappOptIn ?? false),
    }),
  };
}

/** 'Ana Souza com Juliana Prado em 24/11/2026, 10:00–11:00, Sala 1' (a block: no patient). */
export function describeAppointment(row: AppointmentWithNames): string {
  const who = row.patientFirstName !== null ? `${row.patientFirstName} ${row.patientLastName ?? ''} com ` : '';
  return `${who}${row.physiotherapistFirstName} ${row.physiotherapistLastName} em ${formatIsoDate(row.date)}, ${slotSpan(row.time)}, ${row.roomName}`;
}

/** What an edit changed, in words for the activity log (empty: nothing changed). */
export function describeAppointmentChanges(before: AppointmentWithNames, after: AppointmentWithNames): string[] {
  const changes: string[] = [];
  const person = (first: string | null, last: string | null) => (first === null ? 'bloqueio' : `${first} ${last ?? ''}`);
  if (before.patientId !== after.patientId) {
    changes.push(`paciente ${person(before.patientFirstName, before.patientLastName)} → ${person(after.patientFirstName, after.patientLastName)}`);
  }
  if (before.physiotherapistId !== after.physiotherapistId) {
    changes.push(`fisioterapeuta ${before.physiotherapistFirstName} → ${after.physiotherapistFirstName}`);
  }
  if (before.date !== after.date) changes.push(`data ${formatIsoDate(before.date)} → ${formatIsoDate(after.date)}`);
  if (before.time !== after.time) changes.push(`horário ${slotSpan(before.time)} → ${slotSpan(after.time)}`);
  if (before.roomId !== after.roomId) changes.push(`sala ${before.roomName} → ${after.roomName}`);
  if (before.status !== after.status) {
    const label = (s: string) => APPOINTMENT_STATUS_LABELS[s as AppointmentStatus] ?? s;
    changes.push(`status ${label(before.status)} → ${label(after.status)}`);
  }
  if (before.type !== after.type) {
    const label = (t: string) => APPOINTMENT_TYPE_LABELS[t as AppointmentType] ?? t;
    changes.push(`tipo ${label(before.type)} → ${label(after.type)}`);
  }
  if (before.paymentPercentage !== after.paymentPercentage) {
    changes.push(`pagamento ${paymentLabel(before.paymentPercentage)} → ${paymentLabel(after.paymentPercentage)}`);
  }
  if (before.reminderDays !== after.reminderDays) changes.push(`lembrete ${before.reminderDays} → ${after.reminderDays} dia(s)`);
  if ((before.notes ?? '') !== (after.notes ?? '')) changes.push('observações');
  return changes;
}
