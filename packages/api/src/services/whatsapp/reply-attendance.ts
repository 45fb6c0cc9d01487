import type { Executor } from '@clinic/db';

import type { Actor } from '../../context';
import { setAttendance } from '../appointments/attendance.service';

/**
 * The attendance change a reply (or reception, by hand) asks for, through the attendance core's
 * service: one transaction, the late-cancel policy, the transition logged.
 */
export async function setReplyAttendance(
  context: { db: Executor; actor: Actor; now?: Date },
  appointmentId: number,
  attendance: 'confirmado' | 'cancelado_paciente',
  by: 'whatsapp' | 'reception' = 'whatsapp',
): Promise<void> {
  const now = context.now ?? new Date();
  if (attendance === 'cancelado_paciente') {
    await setAttendance(context.db, context.actor, appointmentId, { attendanceStatus: 'cancelado_paciente', reason: 'outro', note: 'Cancelado pela paciente no WhatsApp' }, now);
    return;
  }
  await setAttendance(
    context.db,
    context.actor,
    appointmentId,
    { attendanceStatus: 'confirmado', ...(by === 'whatsapp' ? { note: 'Confirmado pelo WhatsApp' } : {}) },
    now,
  );
}
