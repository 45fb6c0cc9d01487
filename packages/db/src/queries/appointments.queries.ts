import type { Executor } from '../executor';

/** An appointment with the names lists show: patient, physiotherapist (and colour), room. */
export interface AppointmentWithNames {
  id: number;
  patientId: number | null;
  physiotherapistId: number;
  roomId: number;
  date: string;
  time: string;
  status: string;
  notes: string | null;
  type: string;
  paymentPercentage: number;
  reminderDays: number;
  createdAt: Date;
  patientFirstName: string | null;
  patientLastName: string | null;
  physiotherapistFirstName: string;
  physiotherapistLastName: string;
  physiotherapistColor: string;
  roomName: string;
}

/** A patient's appointments, newest first, with physiotherapist and room names. */
export async function findAppointmentsOfPatient(db: Executor, patientId: number): Promise<AppointmentWithNames[]> {
  return db
    .selectFrom('appointments as a')
    .innerJoin('users as u', 'u.id', 'a.physiotherapistId')
    .innerJoin('rooms as r', 'r.id', 'a.roomId')
    .leftJoin('patients as p', 'p.id', 'a.patientId')
    .selectAll('a')
    .select([
      'p.firstName as patientFirstName',
      'p.lastName as patientLastName',
      'u.firstName as physiotherapistFirstName',
      'u.lastName as physiotherapistLastName',
      'u.color as physiotherapistColor',
      'r.name as roomName',
    ])
    .where('a.patientId', '=', patientId)
    .orderBy('a.date', 'desc')
    .orderBy('a.time', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}

export interface PatientHistoryCounts {
  appointmentCount: number;
  treatmentCount: number;
}

export async function countPatientHistory(db: Executor, patientId: number): Promise<PatientHistoryCounts> {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('appointments').select(eb.fn.countAll().as('n')).where('patientId', '=', patientId).as('appointmentCount'),
      eb.selectFrom('treatments').select(eb.fn.countAll().as('n')).where('patientId', '=', patientId).as('treatmentCount'),
    ])
    .executeTakeFirstOrThrow();
  return { appointmentCount: Number(row.appointmentCount ?? 0), treatmentCount: Number(row.treatmentCount ?? 0) };
}

/** What the delete confirmation lists: each appointment's day, time and room, newest first. */
export async function findAppointmentSlotsOfPatient(
  db: Executor,
  patientId: number,
): Promise<{ id: number; date: string; time: string; roomName: string }[]> {
  return db
    .selectFrom('appointments as a')
    .innerJoin('rooms as r', 'r.id', 'a.roomId')
    .select(['a.id', 'a.date', 'a.time', 'r.name as roomName'])
    .where('a.patientId', '=', patientId)
    .orderBy('a.date', 'desc')
    .orderBy('a.time', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}

/** Removes a patient's treatments; returns how many. */
export async function deleteTreatmentsOfPatient(db: Executor, patientId: number): Promise<number> {
  const result = await db.deleteFrom('treatments').where('patientId', '=', patientId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes a patient's appointments (other treatments pointing at them keep their row, unlinked); returns how many. */
export async function deleteAppointmentsOfPatient(db: Executor, patientId: number): Promise<number> {
  const result = await db.deleteFrom('appointments').where('patientId', '=', patientId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
