import type { ColumnType, Generated, Selectable } from 'kysely';

export interface AdAccountsTable {
  id: Generated<number>;
  accountNumber: string;
  name: string;
  description: string | null;
  isActive: Generated<boolean>;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date>;
}
export type AdAccountRow = Selectable<AdAccountsTable>;
