import {
  type Database,
  type Kysely,
  countPatientNoShows,
  findAppointmentsWithNames,
  findClinicSettings,
  findPatientById,
  findUnrecordedAppointmentIds,
} from '@clinic/db';
import {
  type AttendancePolicy,
  NO_SHOW_FLAG_DAYS,
  type PatientNoShows,
  UNRECORDED_LIST_LIMIT,
  type UnrecordedAppointments,
  isNoShowFlagged,
  noShowFlagRange,
  toIsoDate,
  unrecordedRange,
} from '@clinic/domain';

import { AppError } from '../../errors';
import { toAppointmentDto } from '../appointments/appointment-dto';

/**
 * 'Sem registro' (issue #23): appointments of the last UNRECORDED_DAYS days up to yesterday still
 * agendado, confirmado or presente. Listed for reception to mark, never changed here.
 */
export async function listUnrecorded(db: Kysely<Database>, now: Date): Promise<UnrecordedAppointments> {
  const range = unrecordedRange(toIsoDate(now));
  const { ids, total } = await findUnrecordedAppointmentIds(db, range, UNRECORDED_LIST_LIMIT);
  const rows = await findAppointmentsWithNames(db, ids);
  return { ...range, total, appointments: rows.map(toAppointmentDto) };
}

/** The clinic's late-cancellation window, read-only, for everyone who may cancel. */
export async function getAttendancePolicy(db: Kysely<Database>): Promise<AttendancePolicy> {
  const { lateCancelHours } = await findClinicSettings(db);
  return { lateCancelHours };
}

/** A patient's 'faltou' in the last NO_SHOW_FLAG_DAYS days and whether that flags her (two or more). */
export async function getPatientNoShows(db: Kysely<Database>, patientId: number, now: Date): Promise<PatientNoShows> {
  if (!(await findPatientById(db, patientId))) throw new AppError('PATIENT_NOT_FOUND');
  const count = await countPatientNoShows(db, patientId, noShowFlagRange(toIsoDate(now)));
  return { patientId, count, days: NO_SHOW_FLAG_DAYS, flagged: isNoShowFlagged(count) };
}
