import { type Database, type Kysely, findPatientWithDerivedDates, lockPatient, updatePatient } from '@clinic/db';
import { type Patient, fullName, toIsoDate } from '@clinic/domain';

import type { Actor } from '../../context';
import { AppError } from '../../errors';
import { logActivity } from '../activity-log';
import { toPatientDto } from './patient-dto';

/**
 * Archives (`archived`) or reactivates a patient: the row stays, only `archivedAt` moves, and the
 * log row goes in the same transaction. Asking for the state she is already in answers her as she
 * is and logs nothing (like an update that changes nothing).
 */
async function setPatientArchived(db: Kysely<Database>, actor: Actor, id: number, archived: boolean, now: Date): Promise<Patient> {
  return db.transaction().execute(async (tx) => {
    const patient = await lockPatient(tx, id);
    if (!patient) throw new AppError('PATIENT_NOT_FOUND');
    // LGPD: elimination asked while the record is retained: she stays out of every list for good.
    if (!archived && patient.processingBlockedAt) throw new AppError('PATIENT_PROCESSING_BLOCKED');
    if ((patient.archivedAt !== null) !== archived) {
      await updatePatient(tx, id, { archivedAt: archived ? now : null });
      await logActivity(tx, actor, {
        // An update of the patient, as the contract's verbs have it; the description names which.
        action: 'update',
        entity: 'patient',
        entityId: id,
        description: `Paciente "${fullName(patient)}" ${archived ? 'arquivado' : 'reativado'}`,
      });
    }
    return toPatientDto((await findPatientWithDerivedDates(tx, id))!, toIsoDate(now));
  });
}

/** 'Arquivar': out of the list, the pickers and the agenda's search; kept, with her appointments. */
export const archivePatient = (db: Kysely<Database>, actor: Actor, id: number, now: Date) => setPatientArchived(db, actor, id, true, now);

/** 'Reativar': back in the list, the pickers and the agenda's search. */
export const reactivatePatient = (db: Kysely<Database>, actor: Actor, id: number, now: Date) => setPatientArchived(db, actor, id, false, now);
