import type { ColumnType, Generated, Selectable } from 'kysely';

import type { CreatedAt, RowVersion } from './columns';

export interface ServicesTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  /** numeric(10,2): both drivers return it as a string, which is how the API carries it. */
  price: string;
  quantity: Generated<number>;
  isActive: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: ColumnType<Date, never, Date>;
  version: RowVersion;
}
export type ServiceRow = Selectable<ServicesTable>;
