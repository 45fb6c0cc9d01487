/**
 * The demo clinic's confirmations: the next working day's appointments in every confirmation state
 * (pendente, enviado, entregue, lido, confirmado, remarcar, cancelado, falhou, sem WhatsApp), with
 * the reminders and answers that led there, and two answers waiting in reception's inbox.
 */
import {
  type Executor,
  WHATSAPP_REMINDERS_PURPOSE,
  findActiveConsent,
  insertConsent,
  advanceReminderStatus,
  findConfirmationsOfDay,
  insertInbound,
  insertReminders,
  moveReminder,
  updateAppointment,
} from '@clinic/db';
import { CONFIRMATION_STATES, type ConfirmationState, nextWorkingDay, toIsoDate, whatsappRecipient } from '@clinic/domain';

import { newNonce, setConfirmation } from '../whatsapp/reminders.service';

const DELIVERY: Partial<Record<ConfirmationState, 'sent' | 'delivered' | 'read' | 'failed'>> = {
  enviado: 'sent',
  entregue: 'delivered',
  lido: 'read',
  confirmado: 'read',
  remarcar: 'read',
  cancelado: 'read',
  falhou: 'failed',
};

export async function seedDemoWhatsapp(tx: Executor, now: Date): Promise<number> {
  const date = nextWorkingDay(toIsoDate(now));
  const items = (await findConfirmationsOfDay(tx, date)).filter((item) => item.status === 'scheduled');
  if (items.length === 0) return 0;
  const stateOf = (index: number) => CONFIRMATION_STATES[index % CONFIRMATION_STATES.length]!;
  const withoutWhatsapp = new Set(items.filter((_, i) => stateOf(i) === 'sem_whatsapp').map((item) => item.patientId));
  const consentAt = new Date(now.getTime() - 30 * 86_400_000);
  for (const patientId of new Set(items.map((item) => item.patientId))) {
    if (withoutWhatsapp.has(patientId)) continue;
    if (await findActiveConsent(tx, { patientId }, WHATSAPP_REMINDERS_PURPOSE)) continue;
    await insertConsent(tx, { patientId, purpose: WHATSAPP_REMINDERS_PURPOSE, textVersion: 1, givenAt: consentAt, method: 'formulario', recordedAt: consentAt });
  }
  let n = 0;
  for (const [i, item] of items.entries()) {
    const state = stateOf(i);
    const delivery = DELIVERY[state];
    const recipient = whatsappRecipient(item.phone);
    if (!delivery || !recipient || withoutWhatsapp.has(item.patientId)) continue;
    n += 1;
    const [reminder] = await insertReminders(tx, [
      { appointmentId: item.id, offsetKey: 'first', dueAt: now, recipient, nonce: newNonce() },
    ]);
    if (!reminder) continue;
    const wamid = `wamid.DEMO${String(item.id).padStart(8, '0')}`;
    await moveReminder(tx, reminder.id, 'scheduled', 'sent', { wamid, sentAt: now });
    if (delivery !== 'sent') await advanceReminderStatus(tx, wamid, delivery, delivery === 'failed' ? '131026 Message undeliverable' : null);
    await setConfirmation(tx, item.id, state as Exclude<ConfirmationState, 'sem_whatsapp'>, false);
    if (state === 'confirmado') await updateAppointment(tx, item.id, { attendanceStatus: 'confirmado' });
    if (state === 'cancelado') {
      await updateAppointment(tx, item.id, { attendanceStatus: 'cancelado_paciente', cancelledBy: 'paciente', cancelReason: 'viagem' });
    }
    const answer = { fromPhone: recipient, appointmentId: item.id, patientId: item.patientId };
    if (state === 'remarcar') {
      await insertInbound(tx, { ...answer, wamid: `wamid.DEMOIN${item.id}`, kind: 'button', body: 'Remarcar', inbox: 'remarcar' });
    }
    if (state === 'lido' && n < 12) {
      const body = 'Bom dia! Posso chegar 15 minutos atrasada?';
      await insertInbound(tx, { ...answer, wamid: `wamid.DEMOTX${item.id}`, kind: 'text', body, inbox: 'verificar' });
    }
  }
  return n;
}
