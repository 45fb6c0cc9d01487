import type { AppointmentListItem, Room } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { listedAppointment } from '../../testing/records';

import {
  activeRooms,
  appointmentIn,
  appointmentsAt,
  dropRoomId,
  firstRoomId,
  indexBySlot,
  slotHasRoom,
  weekDefaultRoomId,
  withMove,
} from './agenda-slots';

const rooms: Room[] = [
  { id: 5, name: 'Sala 5', isActive: true, version: 1 },
  { id: 2, name: 'Sala 2', isActive: true, version: 1 },
  { id: 1, name: 'Sala 1', isActive: false, version: 1 },
  { id: 3, name: 'Sala 3', isActive: true, version: 1 },
];

function appointment(id: number, date: string, time: string, roomId: number, status: AppointmentListItem['status'] = 'scheduled') {
  return listedAppointment({ id, date, time, roomId, status });
}

describe('agenda slots', () => {
  it('uses active rooms by id; room 1 is the lowest active id', () => {
    expect(activeRooms(rooms).map((room) => room.id)).toEqual([2, 3, 5]);
    expect(firstRoomId(rooms)).toBe(2);
    expect(firstRoomId([])).toBeNull();
  });

  it('indexes by slot, in room order, leaving cancelled ones out', () => {
    const index = indexBySlot([
      appointment(1, '2026-11-24', '09:00', 5),
      appointment(2, '2026-11-24', '09:00', 2),
      appointment(3, '2026-11-24', '09:00', 3, 'cancelled'),
    ]);
    expect(appointmentsAt(index, '2026-11-24', '09:00').map((a) => a.id)).toEqual([2, 1]);
    expect(appointmentIn(index, '2026-11-24', '09:00', 5)?.id).toBe(1);
    expect(appointmentIn(index, '2026-11-24', '09:00', 3)).toBeUndefined();
    expect(appointmentsAt(index, '2026-11-24', '10:00')).toEqual([]);
  });

  it('starts week-view bookings in room 1, or the first free room when it is taken', () => {
    expect(weekDefaultRoomId(rooms, [])).toBe(2);
    expect(weekDefaultRoomId(rooms, [appointment(1, '2026-11-24', '09:00', 2)])).toBe(3);
    expect(weekDefaultRoomId([], [])).toBeNull();
  });

  it('shows + while the slot has fewer appointments than rooms', () => {
    expect(slotHasRoom([], 3)).toBe(true);
    expect(slotHasRoom([appointment(1, 'd', 't', 1), appointment(2, 'd', 't', 2)], 2)).toBe(false);
  });

  it('shows a move in flight at its new place', () => {
    const moved = withMove([appointment(1, '2026-11-24', '09:00', 2)], { id: 1, date: '2026-11-25', time: '10:00', roomId: 3 });
    expect(moved[0]).toMatchObject({ date: '2026-11-25', time: '10:00', roomId: 3 });
  });

  it('drops into the cell room, or in the week view keeps the room when free', () => {
    const moving = appointment(9, '2026-11-24', '09:00', 3);
    const index = indexBySlot([moving, appointment(1, '2026-11-25', '10:00', 3)]);
    expect(dropRoomId(moving, { date: '2026-11-25', time: '10:00', roomId: 5 }, rooms, index)).toBe(5);
    expect(dropRoomId(moving, { date: '2026-11-25', time: '11:00', roomId: null }, rooms, index)).toBe(3);
    expect(dropRoomId(moving, { date: '2026-11-25', time: '10:00', roomId: null }, rooms, index)).toBe(2);
    // A block always goes to room 1.
    expect(dropRoomId({ ...moving, patientId: null, patient: null }, { date: '2026-11-25', time: '11:00', roomId: 5 }, rooms, index)).toBe(2);
  });
});
