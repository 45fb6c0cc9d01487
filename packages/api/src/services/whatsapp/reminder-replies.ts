/** The reminder's three buttons: Confirmar, Remarcar, Cancelar (payloads CONF, RESC, CANC). */
import { findAppointmentPatientId, updateInbound, useReminderNonce } from '@clinic/db';
import { ZId } from '@clinic/domain';

import { logActivity } from '../activity-log';
import { setReplyAttendance } from './reply-attendance';
import { setConfirmation } from './reminders.service';
import type { WhatsappActionContext, WhatsappActionHandler, WhatsappReply } from './whatsapp-actions';

/**
 * A reminder's reply, in one transaction: the nonce is claimed (once) together with the change it
 * asks for, so a failure in between leaves the nonce unused and Meta's retry of the delivery (the
 * webhook answers non-200 and forgets the message) applies it. An unknown or used nonce, or an
 * appointment no longer booked, changes nothing and is logged.
 */
async function applyReply(
  reply: WhatsappReply,
  context: WhatsappActionContext,
  effect: (context: WhatsappActionContext, appointmentId: number) => Promise<void>,
): Promise<void> {
  const skipped = await context.db.transaction().execute(async (tx) => {
    const id = ZId.safeParse(reply.id);
    const reminder = id.success ? await useReminderNonce(tx, id.data, reply.nonce) : undefined;
    if (!reminder) return `Resposta do WhatsApp ignorada: código desconhecido ou já usado (${reply.action}:${reply.id})`;
    const appointment = await findAppointmentPatientId(tx, reminder.appointmentId);
    // Only while it is booked and nothing happened yet.
    if (!appointment || (appointment.attendanceStatus !== 'agendado' && appointment.attendanceStatus !== 'confirmado')) {
      return `Resposta do WhatsApp ignorada: o agendamento ${reminder.appointmentId} não está mais marcado (${reply.action})`;
    }
    await effect({ ...context, db: tx }, reminder.appointmentId);
    return undefined;
  });
  if (skipped) await context.ignore(skipped);
}

export const confirmReply: WhatsappActionHandler = (reply, context) =>
  applyReply(reply, context, async (tx, appointmentId) => {
    await setReplyAttendance(tx, appointmentId, 'confirmado');
    await setConfirmation(tx.db, appointmentId, 'confirmado', false);
  });

export const cancelReply: WhatsappActionHandler = (reply, context) =>
  applyReply(reply, context, async (tx, appointmentId) => {
    await setReplyAttendance(tx, appointmentId, 'cancelado_paciente');
    await setConfirmation(tx.db, appointmentId, 'cancelado', false);
  });

export const rescheduleReply: WhatsappActionHandler = (reply, context) =>
  applyReply(reply, context, async (tx, appointmentId) => {
    await setConfirmation(tx.db, appointmentId, 'remarcar', false);
    const patient = await findAppointmentPatientId(tx.db, appointmentId);
    await updateInbound(tx.db, reply.messageId, { inbox: 'remarcar', appointmentId, patientId: patient?.patientId ?? null });
    await logActivity(tx.db, tx.actor, {
      action: 'update',
      entity: 'appointment',
      entityId: appointmentId,
      description: 'Paciente pediu para remarcar pelo WhatsApp',
    });
  });
