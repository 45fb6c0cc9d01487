import type { AppointmentListItem, Room } from '@clinic/domain';
import { useState } from 'react';

import { appErrorCode } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { brDate } from './agenda-format';
import { type SlotIndex, dropRoomId } from './agenda-slots';
import type { SlotStart } from './appointment-form-values';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';
import { dropConflict } from './drop-conflict';
import { notifyAppointmentError } from './use-appointment-mutations';

export interface Move {
  id: number;
  date: string;
  time: string;
  roomId: number;
  /** The version the chip was read at: a move of an appointment someone changed meanwhile is refused (409). */
  version: number;
}

/**
 * Drag an appointment to a free cell to reschedule it. The server checks the move like any edit;
 * while it answers the chip shows at its new place, a refused move springs back with the reason,
 * and a done move offers 'Desfazer' in its toast.
 */
export function useDragReschedule(rooms: Room[], index: SlotIndex) {
  const utils = trpc.useUtils();
  const update = trpc.appointments.update.useMutation();
  const [dragging, setDragging] = useState<AppointmentListItem | null>(null);
  const [pending, setPending] = useState<Move | null>(null);

  const roomName = (id: number) => rooms.find((room) => room.id === id)?.name ?? '';

  const save = async (move: Move, onDone: (saved: AppointmentListItem) => void) => {
    setPending(move);
    try {
      const saved = await update.mutateAsync(move);
      await utils.appointments.invalidate();
      onDone(saved);
    } catch (error) {
      notifyAppointmentError(T.updateError, error);
      // Changed by someone else: show the agenda as it is now.
      if (appErrorCode(error) === 'STALE_VERSION') await utils.appointments.invalidate();
    } finally {
      setPending(null);
    }
  };

  const moveTo = (appointment: AppointmentListItem, target: Move) => {
    void save(target, (saved) => {
      const back: Move = { id: appointment.id, date: appointment.date, time: appointment.time, roomId: appointment.roomId, version: saved.version };
      notifySuccess(T.updated, T.moved(brDate(target.date), target.time, roomName(target.roomId)), {
        label: T.undo,
        onClick: () => void save(back, () => notifySuccess(T.updated, T.moveBack)),
      });
    });
  };

  const drop = (target: SlotStart) => {
    const appointment = dragging;
    setDragging(null);
    if (!appointment || pending) return;
    const roomId = dropRoomId(appointment, target, rooms, index);
    if (roomId === null) return;
    const unchanged = appointment.date === target.date && appointment.time === target.time && appointment.roomId === roomId;
    if (unchanged) return;
    // A clash the agenda already shows is named at once, before asking the server (spec §8).
    const conflict = dropConflict(appointment, { date: target.date, time: target.time, roomId }, index);
    if (conflict) notifyError(T.conflictDetected, conflict);
    else moveTo(appointment, { id: appointment.id, date: target.date, time: target.time, roomId, version: appointment.version });
  };

  return {
    pending,
    drag: {
      dragging,
      pendingId: pending?.id ?? null,
      start: setDragging,
      end: () => setDragging(null),
      drop,
    },
  };
}
