import { type AppointmentListItem, physiotherapistConflictMessage, roomConflictMessage } from '@clinic/domain';

import { type SlotIndex, appointmentsAt } from './agenda-slots';

/**
 * Why a dragged appointment cannot land where it was dropped, as far as the agenda on screen
 * knows: the room or the physiotherapist is taken at that hour (`null` when nothing on screen is
 * in the way; the server still has the last word, with 'Conflito de agendamento').
 */
export function dropConflict(
  appointment: AppointmentListItem,
  target: { date: string; time: string; roomId: number },
  index: SlotIndex,
): string | null {
  const others = appointmentsAt(index, target.date, target.time).filter((other) => other.id !== appointment.id);
  if (others.some((other) => other.roomId === target.roomId)) return roomConflictMessage(target.time, target.date);
  const physiotherapist = appointment.physiotherapist;
  if (physiotherapist && others.some((other) => other.physiotherapistId === appointment.physiotherapistId)) {
    return physiotherapistConflictMessage(physiotherapist.firstName, target.time);
  }
  return null;
}
