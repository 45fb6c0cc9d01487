import { type AppointmentWithNames, type Database, type Kysely, findAppointmentsOfPatient, findPatientById } from '@clinic/db';
import type { AppointmentListItem, AppointmentStatus, AppointmentType } from '@clinic/domain';

import { AppError } from '../../errors';

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
    patient: row.patientFirstName !== null ? { firstName: row.patientFirstName, lastName: row.patientLastName ?? '' } : null,
    physiotherapist: {
      firstName: row.physiotherapistFirstName,
      lastName: row.physiotherapistLastName,
      color: row.physiotherapistColor,
    },
    room: { name: row.roomName },
  };
}

/** A patient's appointments, newest first (the per-patient history dialog). */
export async function listPatientAppointments(db: Kysely<Database>, patientId: number): Promise<AppointmentListItem[]> {
  if (!(await findPatientById(db, patientId))) throw new AppError('PATIENT_NOT_FOUND');
  return (await findAppointmentsOfPatient(db, patientId)).map(toAppointmentDto);
}
