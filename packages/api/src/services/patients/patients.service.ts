import {
  type Database,
  type Executor,
  type Kysely,
  type PatientFilter,
  countPatientHistory,
  countPatients,
  deleteDraftEntriesOfPatient,
  deleteAppointmentsOfPatient,
  deletePatient,
  deleteTreatmentsOfPatient,
  findAppointmentSlotsOfPatient,
  findPatientById,
  findPatientWithDerivedDates,
  findPatients,
  insertPatient,
  lockPatient,
  patientHasSignedEntry,
  searchPatientOptions,
  updatePatient,
} from '@clinic/db';
import {
  DISCHARGED_STATUS,
  type DeletePatientResult,
  PATIENT_PICKER_LIMIT,
  type Patient,
  type PatientChanges,
  type PatientListFilter,
  type PatientListResult,
  type PatientOption,
  type PatientRelatedData,
  type PatientValues,
  fullName,
  toIsoDate,
} from '@clinic/domain';

import type { Actor } from '../../context';
import { AppError, fromConstraint } from '../../errors';
import { insertLogged, logActivity } from '../activity-log';
import { missedUpdate, rowToUpdate } from '../versions';
import { describePatientChanges, toPatientDto } from './patient-dto';


/** Local (clinic) midnight of a yyyy-MM-dd day, plus `days`. */
function clinicMidnight(isoDate: string, days = 0): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + days);
}

function toFilter(query: PatientListFilter): PatientFilter {
  const treatmentEnd = query.treatmentEndFrom !== undefined || query.treatmentEndTo !== undefined;
  return {
    search: query.search,
    sex: query.sex,
    status: query.status,
    dysfunctions: query.dysfunctions,
    firstAppointmentFrom: query.firstAppointmentFrom,
    firstAppointmentTo: query.firstAppointmentTo,
    // Spec §9: the treatment-end filter looks only at discharged patients, by creation date.
    createdStatus: treatmentEnd ? DISCHARGED_STATUS : undefined,
    createdFrom: query.treatmentEndFrom ? clinicMidnight(query.treatmentEndFrom) : undefined,
    createdBefore: query.treatmentEndTo ? clinicMidnight(query.treatmentEndTo, 1) : undefined,
    archived: query.archived ?? false,
  };
}

/** The list, filtered on the server: the whole array, or one page with the total when limit/offset are sent. */
export async function listPatients(db: Kysely<Database>, query: PatientListFilter, now: Date): Promise<PatientListResult> {
  const filter = toFilter(query);
  const today = toIsoDate(now);
  if (query.limit === undefined && query.offset === undefined) {
    return (await findPatients(db, filter)).map((row) => toPatientDto(row, today));
  }
  const [total, rows] = await Promise.all([
    countPatients(db, filter),
    findPatients(db, filter, { limit: query.limit ?? 50, offset: query.offset ?? 0 }),
  ]);
  return { total, items: rows.map((row) => toPatientDto(row, today)) };
}

/** Picker search (name, phone, CPF or email), at most 20; a blank search answers nothing. */
export async function searchPatients(db: Kysely<Database>, q: string): Promise<PatientOption[]> {
  if (!q.trim()) return [];
  return searchPatientOptions(db, q, PATIENT_PICKER_LIMIT);
}

export async function getPatient(db: Kysely<Database>, id: number, now: Date): Promise<Patient> {
  const row = await findPatientWithDerivedDates(db, id);
  if (!row) throw new AppError('PATIENT_NOT_FOUND');
  return toPatientDto(row, toIsoDate(now));
}

/** The insert-and-log step (inside the caller's transaction): regular creation and demo data share it. */
export async function insertPatientLogged(tx: Executor, actor: Actor, values: PatientValues): Promise<number> {
  const patient = await insertLogged(
    tx,
    actor,
    'patient',
    insertPatient(tx, values),
    (row) => `Paciente "${fullName(row)}" cadastrado (status ${row.status})`,
  );
  return patient.id;
}

export async function createPatient(db: Kysely<Database>, actor: Actor, values: PatientValues, now: Date): Promise<Patient> {
  return db
    .transaction()
    .execute(async (tx) => {
      const id = await insertPatientLogged(tx, actor, values);
      return toPatientDto((await findPatientWithDerivedDates(tx, id))!, toIsoDate(now));
    })
    .catch((error: unknown) => {
      throw fromConstraint(error);
    });
}

/** Changes only the fields sent; nothing sent (or nothing different) changes and logs nothing. */
export async function updatePatientById(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  changes: PatientChanges,
  now: Date,
  expectedVersion?: number,
): Promise<Patient> {
  return db
    .transaction()
    .execute(async (tx) => {
      const before = rowToUpdate(await findPatientById(tx, id), 'PATIENT_NOT_FOUND', expectedVersion);
      const described = describePatientChanges(before, { ...before, ...changes });
      if (described.length > 0) {
        const after = await updatePatient(tx, id, changes, expectedVersion);
        if (!after) throw missedUpdate(expectedVersion, 'PATIENT_NOT_FOUND');
        await logActivity(tx, actor, {
          action: 'update',
          entity: 'patient',
          entityId: id,
          description: `Paciente "${fullName(after)}" atualizado: ${described.join(', ')}`,
        });
      }
      return toPatientDto((await findPatientWithDerivedDates(tx, id))!, toIsoDate(now));
    })
    .catch((error: unknown) => {
      throw fromConstraint(error);
    });
}

export async function getPatientRelatedData(db: Kysely<Database>, id: number): Promise<PatientRelatedData> {
  if (!(await findPatientById(db, id))) throw new AppError('PATIENT_NOT_FOUND');
  const [counts, appointments] = await Promise.all([countPatientHistory(db, id), findAppointmentSlotsOfPatient(db, id)]);
  return { ...counts, appointments };
}

/**
 * Deletes a patient. With appointments or treatments it answers 409 with the counts, unless
 * `forceCascade`: then treatments, appointments and the patient go in one transaction, logged once.
 */
export async function deletePatientById(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  forceCascade: boolean,
): Promise<DeletePatientResult> {
  return db.transaction().execute(async (tx) => {
    const patient = await lockPatient(tx, id);
    if (!patient) throw new AppError('PATIENT_NOT_FOUND');
    // Records are kept 20 years (Lei 13.787/2018): with or without forceCascade (the trigger refuses it too).
    if (await patientHasSignedEntry(tx, id)) throw new AppError('PATIENT_HAS_RECORD');
    const { appointmentCount, treatmentCount } = await countPatientHistory(tx, id);
    if ((appointmentCount > 0 || treatmentCount > 0) && !forceCascade) {
      throw new AppError('PATIENT_HAS_HISTORY', {
        message: `Este paciente possui ${appointmentCount} agendamento(s) e ${treatmentCount} tratamento(s). Confirme a exclusão de tudo.`,
      });
    }
    await deleteDraftEntriesOfPatient(tx, id);
    const deletedTreatments = await deleteTreatmentsOfPatient(tx, id);
    const deletedAppointments = await deleteAppointmentsOfPatient(tx, id);
    await deletePatient(tx, id);
    const history =
      deletedAppointments + deletedTreatments > 0
        ? ` com ${deletedAppointments} agendamento(s) e ${deletedTreatments} tratamento(s)`
        : '';
    await logActivity(tx, actor, {
      action: 'delete',
      entity: 'patient',
      entityId: id,
      description: `Paciente "${fullName(patient)}" excluído${history}`,
    });
    return { success: true as const, deletedAppointments, deletedTreatments };
  });
}
