import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

import type { Versioned } from './columns';

export interface UsersTable extends Versioned {
  id: Generated<number>;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  cpf: string | null;
  rg: string | null;
  crefito: string | null;
  phone: string | null;
  address: string | null;
  gender: string | null;
  role: Generated<string>;
  photo: string | null;
  color: Generated<string>;
  shift: Generated<string>;
  isActive: Generated<boolean>;
}
export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserRowUpdate = Updateable<UsersTable>;

export interface UserPhotosTable {
  userId: number;
  contentType: string;
  data: Uint8Array;
  updatedAt: ColumnType<Date, Date | undefined, Date>;
}
