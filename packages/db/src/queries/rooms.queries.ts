import { type Executor, compiledOnce } from '../executor';
import { versionedUpdate } from './versioned-rows';
import type { NewRoomRow, RoomRow } from '../tables';

const allRoomsQuery = compiledOnce((db) => db.selectFrom('rooms').selectAll().orderBy('name').orderBy('id'));

/** Every room by name: read by nearly every screen (agenda, filters, forms), so compiled once. */
export async function findAllRooms(db: Executor): Promise<RoomRow[]> {
  return (await db.executeQuery(allRoomsQuery(db))).rows;
}

export async function findRoomById(db: Executor, id: number): Promise<RoomRow | undefined> {
  return db.selectFrom('rooms').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertRoom(db: Executor, room: NewRoomRow): Promise<RoomRow> {
  return db.insertInto('rooms').values(room).returningAll().executeTakeFirstOrThrow();
}

/** Changes a row; with `expectedVersion`, only while it is still at that version (see `updateRowAtVersion`). */
export const updateRoom = versionedUpdate('rooms');

export async function deleteRoom(db: Executor, id: number): Promise<RoomRow | undefined> {
  return db.deleteFrom('rooms').where('id', '=', id).returningAll().executeTakeFirst();
}

export async function countAppointmentsInRoom(db: Executor, roomId: number): Promise<number> {
  const row = await db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('roomId', '=', roomId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Non-cancelled appointments (and blocks) in a room from a day and hour slot on. */
export async function countFutureAppointmentsInRoom(db: Executor, roomId: number, today: string, hourSlot: string): Promise<number> {
  const row = await db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('roomId', '=', roomId)
    .where('status', '<>', 'cancelled')
    .where((eb) => eb.or([eb('date', '>', today), eb.and([eb('date', '=', today), eb('time', '>=', hourSlot)])]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
