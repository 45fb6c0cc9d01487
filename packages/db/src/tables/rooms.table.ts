import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

import type { CreatedAt, RowVersion } from './columns';

export interface RoomsTable {
  id: Generated<number>;
  name: string;
  isActive: Generated<boolean>;
  createdAt: CreatedAt;
  version: RowVersion;
}
export type RoomRow = Selectable<RoomsTable>;
export type NewRoomRow = Insertable<RoomsTable>;
export type RoomRowUpdate = Updateable<RoomsTable>;
