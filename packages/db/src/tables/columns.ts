import type { ColumnType } from 'kysely';

/** Set by the database when the row is inserted; never written by the code. */
export type CreatedAt = ColumnType<Date, never, never>;

/** Raised by a trigger whenever the row changes; an update may require the version it read. */
export type RowVersion = ColumnType<number, never, never>;

/** A table whose rows say when they were inserted (`createdAt` last). */
export interface WithCreatedAt {
  createdAt: CreatedAt;
}

/** A table whose rows are versioned (`updateRowAtVersion` checks the version an edit read). */
export interface Versioned extends WithCreatedAt {
  version: RowVersion;
}
