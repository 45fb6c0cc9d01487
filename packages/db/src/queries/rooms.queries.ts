import { hasChanges } from '../changes';
import { type Executor, compiledOnce } from '../executor';
import type { NewRoomRow, RoomRow, RoomRowUpdate } from '../tables';

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

/**
 * Nothing to change answers the current row. With `expectedVersion`, changes (or answers) the row
 * only while it is still at that version (checked in the update itself): undefined when someone
 * else changed it meanwhile, as when it does not exist.
 */
export async function updateRoom(
  db: Executor,
  id: number,
  changes: RoomRowUpdate,
  expectedVersion?: number,
): Promise<RoomRow | undefined> {
  if (!hasChanges(changes)) {
    const room = await findRoomById(db, id);
    return expectedVersion === undefined || room?.version === expectedVersion ? room : undefined;
  }
  let query = db.updateTable('rooms').set(changes).where('id', '=', id);
  if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
  return query.returningAll().executeTakeFirst();
}

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
