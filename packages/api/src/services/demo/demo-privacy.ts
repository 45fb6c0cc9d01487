/**
 * The demo clinic's LGPD register (#27): consents of a few patients and leads (one revoked), one
 * holder request open and two days from its deadline, one answered, and one incident.
 */
import { type Executor, findLeads, findPatients, insertIncident, insertPrivacyRequest } from '@clinic/db';
import { type ConsentMethod, type ConsentPurpose, PRIVACY_TEXT, addDays, anpdDueOn, formatIsoDate, fullName, requestDueOn, toIsoDate } from '@clinic/domain';

import type { Actor } from '../../context';
import { logActivity } from '../activity-log';
import { recordConsentIn, revokeConsentIn } from '../privacy/consents.service';

const PATIENT_CONSENTS: [ConsentPurpose, ConsentMethod][] = [
  ['exame_intracavitario', 'papel'],
  ['uso_imagem', 'formulario'],
  ['marketing', 'whatsapp'],
];

/** Who a demo request comes from (a patient, or an unnamed holder when the clinic has none) and its legal deadline. */
function demoHolderRequest(patient: { id: number } | undefined, receivedOn: string) {
  return {
    patientId: patient?.id ?? null,
    holderName: patient ? null : 'Titular de demonstração',
    receivedOn,
    dueOn: requestDueOn(receivedOn),
  };
}

export async function seedDemoPrivacy(tx: Executor, actor: Actor, now: Date): Promise<void> {
  const day = 86_400_000;
  const patients = await findPatients(tx, {}, { limit: 4 });
  for (const [i, patient] of patients.entries()) {
    const name = fullName(patient);
    for (const [j, [purpose, method]] of PATIENT_CONSENTS.entries()) {
      if (j > i) break;
      const consent = await recordConsentIn(tx, actor, { patientId: patient.id }, name, { purpose, method, givenAt: new Date(now.getTime() - (40 - i * 5) * day) });
      // The third patient took back her marketing consent.
      if (i === 2 && purpose === 'marketing') await revokeConsentIn(tx, actor, consent, name, { at: new Date(now.getTime() - 3 * day), method: 'whatsapp' });
    }
  }
  const leads = await findLeads(tx, {}, { limit: 3 });
  for (const lead of leads) {
    await recordConsentIn(tx, actor, { leadId: lead.id }, `o lead ${lead.name}`, { purpose: 'marketing', method: 'whatsapp', givenAt: new Date(now.getTime() - 2 * day) });
  }

  const today = toIsoDate(now);
  const [first, second] = patients;
  // Open, received 13 days ago: due in 2 days (the dashboard warns the admin).
  const open = await insertPrivacyRequest(tx, {
    ...demoHolderRequest(first, addDays(today, -13)),
    type: 'acesso',
    details: 'Pediu por email uma cópia de todos os seus dados.',
    status: 'em_andamento',
  });
  const answered = await insertPrivacyRequest(tx, {
    ...demoHolderRequest(second, addDays(today, -20)),
    type: 'revogacao_consentimento',
    details: 'Não quer mais receber mensagens de marketing.',
    status: 'respondida',
    answer: 'Consentimento de marketing revogado no mesmo dia; confirmação enviada por WhatsApp.',
    answeredAt: new Date(now.getTime() - 19 * day),
  });
  for (const row of [open, answered]) {
    await logActivity(tx, actor, { action: 'create', entity: 'privacy_request', entityId: row.id, description: `Solicitação do titular de demonstração (prazo ${formatIsoDate(row.dueOn)})` });
  }

  const discoveredAt = new Date(now.getTime() - 2 * day);
  const incident = await insertIncident(tx, {
    description: 'Lista de pacientes do dia enviada por engano a um grupo de WhatsApp externo.',
    discoveredAt,
    anpdDueOn: anpdDueOn(discoveredAt),
    dataAffected: 'Nome, telefone e horário da sessão',
    holdersAffected: '8 pacientes da agenda do dia',
    measures: 'Mensagem apagada para todos; pedido de exclusão aos membros do grupo; revisão do procedimento de envio.',
    risk: 'medio',
    communications: 'Pacientes afetadas avisadas por telefone.',
  });
  await logActivity(tx, actor, { action: 'create', entity: 'incident', entityId: incident.id, description: PRIVACY_TEXT.incidentCreated(incident.id, formatIsoDate(incident.anpdDueOn)) });
}
