import { type Database, type Kysely, WHATSAPP_REMINDERS_PURPOSE, findActiveConsent, findPatientWithDerivedDates, lockPatient } from '@clinic/db';
import {
  type Patient,
  WHATSAPP_CONSENT_SOURCE_LABELS,
  WHATSAPP_TEXT,
  type WhatsappConsentSource,
  fullName,
  toIsoDate,
} from '@clinic/domain';

import type { Actor } from '../../context';
import { AppError } from '../../errors';
import { logActivity } from '../activity-log';
import { recordConsentIn, revokeConsentIn } from '../privacy/consents.service';
import { toPatientDto } from '../patients/patient-dto';

/**
 * Records a patient's consent to WhatsApp reminders (or its withdrawal) in the consents register
 * (#27: its one truth), with the moment, the source and the text version shown; logged. Giving
 * the same answer again changes nothing.
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
    const holder = { patientId };
    const active = await findActiveConsent(tx, holder, WHATSAPP_REMINDERS_PURPOSE);
    const name = fullName(patient);
    if (input.optedIn && !active) {
      await recordConsentIn(tx, actor, holder, name, { purpose: 'lembretes_whatsapp', method: input.source, givenAt: now });
    } else if (!input.optedIn && active) {
      await revokeConsentIn(tx, actor, active, name, { at: now, method: input.source });
    }
    if (input.optedIn !== Boolean(active)) {
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
