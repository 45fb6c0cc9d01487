import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

import type { CreatedAt, Versioned } from './columns';

export interface WaitlistEntriesTable extends Versioned {
  id: Generated<number>;
  patientId: number;
  /** null: any physiotherapist ('Qualquer'). */
  physiotherapistId: number | null;
  /** Weekday × period pairs, 'weekday:period' ('1:manha'). */
  availability: string[];
  dateFrom: string;
  dateTo: string;
  urgent: Generated<boolean>;
  notes: string | null;
  /** As stored; what screens show is computed (past its range: 'expirado'; no live offer: 'aguardando'). */
  status: Generated<string>;
  appointmentId: number | null;
  createdBy: number | null;
}
export type WaitlistEntryRow = Selectable<WaitlistEntriesTable>;
export type NewWaitlistEntryRow = Insertable<WaitlistEntriesTable>;
export type WaitlistEntryRowUpdate = Updateable<WaitlistEntriesTable>;

export interface WaitlistOffersTable {
  id: Generated<number>;
  entryId: number;
  date: string;
  time: string;
  roomId: number;
  physiotherapistId: number;
  /** As stored; a 'pendente' offer past `expiresAt` reads as 'expirada'. */
  status: Generated<string>;
  nonce: string;
  expiresAt: ColumnType<Date, Date, Date>;
  appointmentId: number | null;
  createdBy: number | null;
  createdAt: CreatedAt;
  answeredAt: ColumnType<Date | null, Date | null, Date | null>;
}
export type WaitlistOfferRow = Selectable<WaitlistOffersTable>;
export type NewWaitlistOfferRow = Insertable<WaitlistOffersTable>;
export type WaitlistOfferRowUpdate = Updateable<WaitlistOffersTable>;
