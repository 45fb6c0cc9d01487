/** The reminder's three buttons: Confirmar, Remarcar, Cancelar (payloads CONF, RESC, CANC). */
import { findAppointmentPatientId, updateInbound, useReminderNonce } from '@clinic/db';
import { ZId } from '@clinic/domain';

import { logActivity } from '../activity-log';
import { setReplyAttendance } from './reply-attendance';
import { setConfirmation } from './reminders.service';
import type { WhatsappActionHandler, WhatsappReply, WhatsappActionContext } from './whatsapp-actions';

/** The appointment a reply names, once per nonce; undefined (and logged) for an unknown or used one. */
async function claimReply(reply: WhatsappReply, context: WhatsappActionContext): Promise<number | undefined> {
  const id = ZId.safeParse(reply.id);
  const reminder = id.success ? await useReminderNonce(context.db, id.data, reply.nonce) : undefined;
  if (!reminder) {
    await context.ignore(`Resposta do WhatsApp ignorada: código desconhecido ou já usado (${reply.action}:${reply.id})`);
    return undefined;
  }
  return reminder.appointmentId;
}

/** Whether a reply may still change the appointment: only while it is booked and nothing happened yet. */
async function stillOpen(appointmentId: number, context: WhatsappActionContext, action: string): Promise<boolean> {
  const appointment = await findAppointmentPatientId(context.db, appointmentId);
  if (appointment && (appointment.attendanceStatus === 'agendado' || appointment.attendanceStatus === 'confirmado')) return true;
  await context.ignore(`Resposta do WhatsApp ignorada: o agendamento ${appointmentId} não está mais marcado (${action})`);
  return false;
}

export const confirmReply: WhatsappActionHandler = async (reply, context) => {
  const appointmentId = await claimReply(reply, context);
  if (appointmentId === undefined || !(await stillOpen(appointmentId, context, reply.action))) return;
  await setReplyAttendance(context, appointmentId, 'confirmado');
  await setConfirmation(context.db, appointmentId, 'confirmado', false);
};

export const cancelReply: WhatsappActionHandler = async (reply, context) => {
  const appointmentId = await claimReply(reply, context);
  if (appointmentId === undefined || !(await stillOpen(appointmentId, context, reply.action))) return;
  await setReplyAttendance(context, appointmentId, 'cancelado_paciente');
  await setConfirmation(context.db, appointmentId, 'cancelado', false);
};

export const rescheduleReply: WhatsappActionHandler = async (reply, context) => {
  const appointmentId = await claimReply(reply, context);
  if (appointmentId === undefined || !(await stillOpen(appointmentId, context, reply.action))) return;
  await setConfirmation(context.db, appointmentId, 'remarcar', false);
  const patient = await findAppointmentPatientId(context.db, appointmentId);
  await updateInbound(context.db, reply.messageId, { inbox: 'remarcar', appointmentId, patientId: patient?.patientId ?? null });
  await logActivity(context.db, context.actor, {
    action: 'update',
    entity: 'appointment',
    entityId: appointmentId,
    description: 'Paciente pediu para remarcar pelo WhatsApp',
  });
};
