import { cancelAppointment } from '../appointments/book-appointments.service';
import { logActivity } from '../activity-log';
import type { WhatsappActionContext } from './whatsapp-actions';

/** The attendance change a reply (or reception, by hand) asks for, through the appointments' own service. */
export async function setReplyAttendance(
  context: Pick<WhatsappActionContext, 'db' | 'actor'>,
  appointmentId: number,
  attendance: 'confirmado' | 'cancelado_paciente',
  by: 'whatsapp' | 'reception' = 'whatsapp',
): Promise<void> {
  if (attendance === 'cancelado_paciente') {
    await cancelAppointment(context.db, context.actor, appointmentId);
    return;
  }
  await logActivity(context.db, context.actor, {
    action: 'update',
    entity: 'appointment',
    entityId: appointmentId,
    description: by === 'whatsapp' ? 'Paciente confirmou a sessão pelo WhatsApp' : 'Presença confirmada pela recepção',
  });
}
