import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface RoomsTable {
  id: Generated<number>;
  name: string;
  isActive: Generated<boolean>;
  createdAt: ColumnType<Date, never, never>;
  /** Raised by a trigger whenever the row changes; an update may require the version it read. */
  version: ColumnType<number, never, never>;
}
export type RoomRow = Selectable<RoomsTable>;
export type NewRoomRow = Insertable<RoomsTable>;
export type RoomRowUpdate = Updateable<RoomsTable>;
