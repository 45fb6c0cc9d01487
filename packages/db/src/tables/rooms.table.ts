import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

import type { Versioned } from './columns';

export interface RoomsTable extends Versioned {
  id: Generated<number>;
  name: string;
  isActive: Generated<boolean>;
}
export type RoomRow = Selectable<RoomsTable>;
export type NewRoomRow = Insertable<RoomsTable>;
export type RoomRowUpdate = Updateable<RoomsTable>;
