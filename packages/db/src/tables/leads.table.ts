import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

import type { CreatedAt, RowVersion } from './columns';

export interface LeadsTable {
  id: Generated<number>;
  name: string;
  whatsapp: string;
  origin: string;
  date: string;
  status: Generated<string>;
  conversionDate: string | null;
  /** The patient the conversion made; kept after unconvert, null once that patient is deleted. */
  patientId: number | null;
  createdAt: CreatedAt;
  /** Generated: folded name and origin plus the WhatsApp digits (what the list search matches). */
  searchText: ColumnType<string, never, never>;
  version: RowVersion;
}
export type LeadRow = Selectable<LeadsTable>;
export type NewLeadRow = Insertable<LeadsTable>;
export type LeadRowUpdate = Updateable<LeadsTable>;
