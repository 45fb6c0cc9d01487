import {
  type Database,
  type Executor,
  type Kysely,
  type RoomRow,
  countAppointmentsInRoom,
  countFutureAppointmentsInRoom,
  deleteRoom,
  findAllRooms,
  findRoomById,
  insertRoom,
  updateRoom,
} from '@clinic/db';
import { type Room, type RoomFutureAppointments, type RoomInput, type RoomUpdate, currentHourSlot, toIsoDate } from '@clinic/domain';

import type { Actor } from '../../context';
import { AppError, fromConstraint } from '../../errors';
import { insertLogged, logActivity } from '../activity-log';
import { missedUpdate, rowToUpdate } from '../versions';

export function toRoomDto(row: RoomRow): Room {
  return { id: row.id, name: row.name, isActive: row.isActive, version: row.version };
}

const statusWord = (active: boolean) => (active ? 'ativa' : 'inativa');

export async function listRooms(db: Kysely<Database>): Promise<Room[]> {
  return (await findAllRooms(db)).map(toRoomDto);
}

/** Inserts a room and its log row in the caller's transaction. */
export async function insertRoomLogged(tx: Executor, actor: Actor, input: RoomInput): Promise<RoomRow> {
  return insertLogged(tx, actor, 'room', insertRoom(tx, input), (room) => `Sala "${room.name}" criada (${statusWord(room.isActive)})`);
}

export async function createRoom(db: Kysely<Database>, actor: Actor, input: RoomInput): Promise<Room> {
  return db
    .transaction()
    .execute(async (tx) => toRoomDto(await insertRoomLogged(tx, actor, input)))
    .catch((error: unknown) => {
      throw fromConstraint(error);
    });
}

export async function updateRoomById(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  input: RoomUpdate,
  expectedVersion?: number,
): Promise<Room> {
  return db
    .transaction()
    .execute(async (tx) => {
      const before = rowToUpdate(await findRoomById(tx, id), 'ROOM_NOT_FOUND', expectedVersion);
      const room = await updateRoom(tx, id, input, expectedVersion);
      if (!room) throw missedUpdate(expectedVersion, 'ROOM_NOT_FOUND');
      const changes: string[] = [];
      if (before.name !== room.name) changes.push(`nome "${before.name}" → "${room.name}"`);
      if (before.isActive !== room.isActive) {
        changes.push(`status ${statusWord(before.isActive)} → ${statusWord(room.isActive)}`);
      }
      await logActivity(tx, actor, {
        action: 'update',
        entity: 'room',
        entityId: room.id,
        description: `Sala "${room.name}" atualizada${changes.length ? `: ${changes.join('; ')}` : ' (sem alterações)'}`,
      });
      return toRoomDto(room);
    })
    .catch((error: unknown) => {
      throw fromConstraint(error);
    });
}

/**
 * How many appointments the room still holds from now on: deactivating it keeps them (and their
 * physiotherapist busy), so the screen says how many before it does.
 */
export async function countRoomFutureAppointments(db: Kysely<Database>, id: number, now: Date): Promise<RoomFutureAppointments> {
  if (!(await findRoomById(db, id))) throw new AppError('ROOM_NOT_FOUND');
  return { count: await countFutureAppointmentsInRoom(db, id, toIsoDate(now), currentHourSlot(now)) };
}

/** Removes a room that never held an appointment; a room with history must be deactivated instead. */
export async function deleteRoomById(db: Kysely<Database>, actor: Actor, id: number): Promise<void> {
  await db
    .transaction()
    .execute(async (tx) => {
      const room = await findRoomById(tx, id);
      if (!room) throw new AppError('ROOM_NOT_FOUND');
      if ((await countAppointmentsInRoom(tx, id)) > 0) throw new AppError('ROOM_IN_USE');
      await deleteRoom(tx, id);
      await logActivity(tx, actor, {
        action: 'delete',
        entity: 'room',
        entityId: id,
        description: `Sala "${room.name}" removida`,
      });
    })
    .catch((error: unknown) => {
      throw fromConstraint(error);
    });
}
