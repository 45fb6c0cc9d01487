import type { ColumnType, Generated, Selectable } from 'kysely';

export interface LeadsTable {
  id: Generated<number>;
  name: string;
  whatsapp: string;
  origin: string;
  date: string;
  status: Generated<string>;
  conversionDate: string | null;
  createdAt: ColumnType<Date, never, never>;
}
export type LeadRow = Selectable<LeadsTable>;
