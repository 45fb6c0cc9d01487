import { type Database, type Kysely, findPatientWithDerivedDates, lockPatient, setPatientWhatsappConsent } from '@clinic/db';
import {
  type Patient,
  WHATSAPP_CONSENT_SOURCE_LABELS,
  WHATSAPP_CONSENT_TEXT,
  WHATSAPP_TEXT,
  type WhatsappConsentSource,
  toIsoDate,
} from '@clinic/domain';

import type { Actor } from '../../context';
import { AppError } from '../../errors';
import { logActivity } from '../activity-log';
import { toPatientDto } from '../patients/patient-dto';

/**
 * Records a patient's consent to WhatsApp reminders (or its withdrawal) with the moment, the
 * source and the exact text shown; logged. Giving the same answer again changes nothing.
 */
export async function setWhatsappConsent(
  db: Kysely<Database>,
  actor: Actor,
  patientId: number,
  input: { optedIn: boolean; source: WhatsappConsentSource },
  now: Date,
): Promise<Patient> {
  return db.transaction().execute(async (tx) => {
    const patient = await lockPatient(tx, patientId);
    if (!patient) throw new AppError('PATIENT_NOT_FOUND');
    if (patient.whatsappOptIn !== input.optedIn) {
      await setPatientWhatsappConsent(tx, patientId, {
        optIn: input.optedIn,
        at: now,
        source: input.source,
        text: input.optedIn ? WHATSAPP_CONSENT_TEXT : null,
      });
      const name = `${patient.firstName} ${patient.lastName}`;
      const source = WHATSAPP_CONSENT_SOURCE_LABELS[input.source];
      await logActivity(tx, actor, {
        action: 'update',
        entity: 'patient',
        entityId: patientId,
        description: input.optedIn ? WHATSAPP_TEXT.consentGiven(name, source) : WHATSAPP_TEXT.consentWithdrawn(name, source),
      });
    }
    return toPatientDto((await findPatientWithDerivedDates(tx, patientId))!, toIsoDate(now));
  });
}
