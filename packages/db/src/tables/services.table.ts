import type { ColumnType, Generated, Selectable } from 'kysely';

import type { Versioned } from './columns';

export interface ServicesTable extends Versioned {
  id: Generated<number>;
  name: string;
  description: string | null;
  /** numeric(10,2): both drivers return it as a string, which is how the API carries it. */
  price: string;
  quantity: Generated<number>;
  isActive: Generated<boolean>;
  updatedAt: ColumnType<Date, never, Date>;
}
export type ServiceRow = Selectable<ServicesTable>;
