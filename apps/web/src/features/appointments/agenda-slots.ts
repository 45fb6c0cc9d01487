import type { AppointmentListItem, Room } from '@clinic/domain';

import type { SlotStart } from './appointment-form-values';

/** The grid's columns: active rooms, by id (the first is 'room 1', where blocks go). */
export function activeRooms(rooms: readonly Room[]): Room[] {
  return rooms.filter((room) => room.isActive).sort((a, b) => a.id - b.id);
}

/** Room 1 of the spec: the active room with the lowest id (null with no rooms). */
export function firstRoomId(rooms: readonly Room[]): number | null {
  return activeRooms(rooms)[0]?.id ?? null;
}

/**
 * The grid's columns: every active room, plus an inactive room on the days it still holds
 * appointments (they keep their physiotherapist busy, so they must not vanish), by id. With a room
 * filter, only that room.
 */
export function agendaColumns(rooms: readonly Room[], shown: readonly AppointmentListItem[], roomFilter: number | null): Room[] {
  const held = new Set(shown.filter((appointment) => appointment.status !== 'cancelled').map((appointment) => appointment.roomId));
  const columns = rooms.filter((room) => room.isActive || held.has(room.id)).sort((a, b) => a.id - b.id);
  return roomFilter === null ? columns : columns.filter((room) => room.id === roomFilter);
}

/** What the filters select: a filter narrows what is listed, never what is free (the grid holds everyone's). */
export function listedBy(filter: { physiotherapistId: number | null; roomId: number | null }) {
  return (appointment: AppointmentListItem): boolean =>
    (filter.physiotherapistId === null || appointment.physiotherapistId === filter.physiotherapistId) &&
    (filter.roomId === null || appointment.roomId === filter.roomId);
}

const slotKey = (date: string, time: string) => `${date} ${time}`;

/** The appointments on screen by slot (date and time), each slot's in room order. */
export type SlotIndex = Map<string, AppointmentListItem[]>;

export function indexBySlot(appointments: readonly AppointmentListItem[]): SlotIndex {
  const index: SlotIndex = new Map();
  for (const appointment of appointments) {
    if (appointment.status === 'cancelled') continue;
    const key = slotKey(appointment.date, appointment.time);
    const list = index.get(key) ?? [];
    list.push(appointment);
    index.set(key, list);
  }
  for (const list of index.values()) list.sort((a, b) => a.roomId - b.roomId || a.id - b.id);
  return index;
}

export function appointmentsAt(index: SlotIndex, date: string, time: string): AppointmentListItem[] {
  return index.get(slotKey(date, time)) ?? [];
}

export function appointmentIn(index: SlotIndex, date: string, time: string, roomId: number): AppointmentListItem | undefined {
  return appointmentsAt(index, date, time).find((appointment) => appointment.roomId === roomId);
}

/**
 * The room a new appointment from the week view starts in: room 1 (spec §2), or, when room 1 is
 * taken at that slot, the first free one, so the dialog does not open on a conflict.
 */
export function weekDefaultRoomId(rooms: readonly Room[], taken: readonly AppointmentListItem[]): number | null {
  const columns = activeRooms(rooms);
  const busy = new Set(taken.map((appointment) => appointment.roomId));
  return (columns.find((room) => !busy.has(room.id)) ?? columns[0])?.id ?? null;
}

/** Whether the week view's '+' shows: the slot holds fewer appointments than there are (active) rooms. */
export function slotHasRoom(taken: readonly AppointmentListItem[], roomCount: number): boolean {
  return taken.length < roomCount;
}

/** Applies a move still in flight (drag and drop) so the chip shows where it was dropped. */
export function withMove(
  appointments: readonly AppointmentListItem[],
  move: { id: number; date: string; time: string; roomId: number } | null,
): AppointmentListItem[] {
  if (!move) return [...appointments];
  return appointments.map((appointment) =>
    appointment.id === move.id ? { ...appointment, date: move.date, time: move.time, roomId: move.roomId } : appointment,
  );
}

/** Where a drop lands: the cell's room, or in the week view the same room when free, else the first free one. */
export function dropRoomId(appointment: AppointmentListItem, target: SlotStart, rooms: Room[], index: SlotIndex): number | null {
  if (appointment.patientId === null) return firstRoomId(rooms);
  if (target.roomId !== null) return target.roomId;
  const taken = appointmentsAt(index, target.date, target.time).filter((a) => a.id !== appointment.id);
  return taken.some((a) => a.roomId === appointment.roomId) ? weekDefaultRoomId(rooms, taken) : appointment.roomId;
}
