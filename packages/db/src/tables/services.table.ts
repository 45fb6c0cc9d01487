import type { ColumnType, Generated, Selectable } from 'kysely';

export interface ServicesTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  /** numeric(10,2): both drivers return it as a string, which is how the API carries it. */
  price: string;
  quantity: Generated<number>;
  isActive: Generated<boolean>;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date>;
  /** Raised by a trigger whenever the row changes; an update may require the version it read. */
  version: ColumnType<number, never, never>;
}
export type ServiceRow = Selectable<ServicesTable>;
