import type { Executor } from '../executor';
import { versionedUpdate } from './versioned-rows';
import type {
  NewWaitlistEntryRow,
  NewWaitlistOfferRow,
  WaitlistEntryRow,
  WaitlistOfferRow,
  WaitlistOfferRowUpdate,
} from '../tables';

/** An entry with the names its screens show, and whether an offer of it still holds at `now`. */
export interface WaitlistEntryWithNames extends WaitlistEntryRow {
  patientFirstName: string;
  patientLastName: string;
  patientPhone: string;
  physiotherapistFirstName: string | null;
  physiotherapistLastName: string | null;
  hasLiveOffer: boolean;
}

export interface WaitlistEntryFilter {
  /** Stored states to read (the computed ones are derived from these by the service). */
  storedStatuses?: readonly string[];
  physiotherapistId?: number;
  patientId?: number;
  urgent?: boolean;
  /** Only entries whose range holds this day. */
  coversDate?: string;
  ids?: readonly number[];
}

function entriesWithNames(db: Executor, now: Date) {
  return db
    .selectFrom('waitlistEntries as e')
    .innerJoin('patients as p', 'p.id', 'e.patientId')
    .leftJoin('users as u', 'u.id', 'e.physiotherapistId')
    .selectAll('e')
    .select((eb) => [
      'p.firstName as patientFirstName',
      'p.lastName as patientLastName',
      'p.phone as patientPhone',
      'u.firstName as physiotherapistFirstName',
      'u.lastName as physiotherapistLastName',
      eb
        .exists(
          eb
            .selectFrom('waitlistOffers as o')
            .select('o.id')
            .whereRef('o.entryId', '=', 'e.id')
            .where('o.status', '=', 'pendente')
            .where('o.expiresAt', '>', now),
        )
        .as('hasLiveOffer'),
    ]);
}

/** Entries by the filter, urgent first, then the oldest. */
export async function findWaitlistEntries(db: Executor, filter: WaitlistEntryFilter, now: Date): Promise<WaitlistEntryWithNames[]> {
  let query = entriesWithNames(db, now);
  if (filter.storedStatuses) query = query.where('e.status', 'in', [...filter.storedStatuses]);
  if (filter.physiotherapistId !== undefined) query = query.where('e.physiotherapistId', '=', filter.physiotherapistId);
  if (filter.patientId !== undefined) query = query.where('e.patientId', '=', filter.patientId);
  if (filter.urgent !== undefined) query = query.where('e.urgent', '=', filter.urgent);
  if (filter.coversDate !== undefined) query = query.where('e.dateFrom', '<=', filter.coversDate).where('e.dateTo', '>=', filter.coversDate);
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    query = query.where('e.id', 'in', [...filter.ids]);
  }
  const rows = await query.orderBy('e.urgent', 'desc').orderBy('e.createdAt').orderBy('e.id').execute();
  return rows.map((row) => ({ ...row, hasLiveOffer: Boolean(row.hasLiveOffer) }));
}

export async function findWaitlistEntryWithNames(db: Executor, id: number, now: Date): Promise<WaitlistEntryWithNames | undefined> {
  return (await findWaitlistEntries(db, { ids: [id] }, now))[0];
}

/** The row, locked until the transaction ends (offers, answers and edits of one entry queue up). */
export async function lockWaitlistEntry(db: Executor, id: number): Promise<WaitlistEntryRow | undefined> {
  return db.selectFrom('waitlistEntries').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertWaitlistEntry(db: Executor, row: NewWaitlistEntryRow): Promise<WaitlistEntryRow> {
  return db.insertInto('waitlistEntries').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Changes a row; with `expectedVersion`, only while it is still at that version (see `updateRowAtVersion`). */
export const updateWaitlistEntry = versionedUpdate('waitlistEntries');

/** An offer with what its message and screens name: room, physiotherapist, patient. */
export interface WaitlistOfferWithNames extends WaitlistOfferRow {
  roomName: string;
  physiotherapistFirstName: string;
  physiotherapistLastName: string;
  patientFirstName: string;
  patientPhone: string;
}

function offersWithNames(db: Executor) {
  return db
    .selectFrom('waitlistOffers as o')
    .innerJoin('rooms as r', 'r.id', 'o.roomId')
    .innerJoin('users as u', 'u.id', 'o.physiotherapistId')
    .innerJoin('waitlistEntries as e', 'e.id', 'o.entryId')
    .innerJoin('patients as p', 'p.id', 'e.patientId')
    .selectAll('o')
    .select([
      'r.name as roomName',
      'u.firstName as physiotherapistFirstName',
      'u.lastName as physiotherapistLastName',
      'p.firstName as patientFirstName',
      'p.phone as patientPhone',
    ]);
}

export async function findWaitlistOfferWithNames(db: Executor, id: number): Promise<WaitlistOfferWithNames | undefined> {
  return offersWithNames(db).where('o.id', '=', id).executeTakeFirst();
}

/** The newest offer of each entry named. */
export async function findLatestOffersOfEntries(db: Executor, entryIds: readonly number[]): Promise<WaitlistOfferWithNames[]> {
  if (entryIds.length === 0) return [];
  return offersWithNames(db)
    .where('o.entryId', 'in', [...entryIds])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('waitlistOffers as newer')
            .select('newer.id')
            .whereRef('newer.entryId', '=', 'o.entryId')
            .whereRef('newer.id', '>', 'o.id'),
        ),
      ),
    )
    .execute();
}

export async function lockWaitlistOffer(db: Executor, id: number): Promise<WaitlistOfferRow | undefined> {
  return db.selectFrom('waitlistOffers').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertWaitlistOffer(db: Executor, row: NewWaitlistOfferRow): Promise<WaitlistOfferRow> {
  return db.insertInto('waitlistOffers').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateWaitlistOffer(db: Executor, id: number, changes: WaitlistOfferRowUpdate): Promise<WaitlistOfferRow | undefined> {
  return db.updateTable('waitlistOffers').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

/**
 * Marks the other pending offers of a slot 'preenchida' once it is booked; answers their ids. Offers
 * locked by an acceptance still running are skipped (it waits on the booking's index and marks its
 * own offer): waiting for them here, after booking, would deadlock with it.
 */
export async function fillOtherOffersOfSlot(
  db: Executor,
  slot: { date: string; time: string; roomId: number },
  exceptId: number,
  at: Date,
): Promise<number[]> {
  const rows = await db
    .updateTable('waitlistOffers')
    .set({ status: 'preenchida', answeredAt: at })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('waitlistOffers')
        .select('id')
        .where('date', '=', slot.date)
        .where('time', '=', slot.time)
        .where('roomId', '=', slot.roomId)
        .where('status', '=', 'pendente')
        .where('id', '<>', exceptId)
        .forUpdate()
        .skipLocked(),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Whether an offer of the entry still holds at `now` (pending, before its end). */
export async function hasLiveWaitlistOffer(db: Executor, entryId: number, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('waitlistOffers')
    .select('id')
    .where('entryId', '=', entryId)
    .where('status', '=', 'pendente')
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Withdraws an entry's pending offers (the entry was removed); answers how many. */
export async function cancelPendingOffersOfEntry(db: Executor, entryId: number, at: Date): Promise<number> {
  const result = await db
    .updateTable('waitlistOffers')
    .set({ status: 'cancelada', answeredAt: at })
    .where('entryId', '=', entryId)
    .where('status', '=', 'pendente')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A freed cell: a cancelled appointment's day, time and room that no active appointment holds now. */
export interface FreedCell {
  date: string;
  time: string;
  roomId: number;
  /** The physiotherapist of the latest cancelled appointment (or block) there. */
  physiotherapistId: number;
}

/**
 * The freed cells of a day from `fromTime` on (a cancellation, a future 'faltou', a removed block:
 * every one ends as a cancelled row), by time and room.
 */
export async function findFreedCells(db: Executor, date: string, fromTime = '00:00'): Promise<FreedCell[]> {
  const rows = await db
    .selectFrom('appointments as c')
    .innerJoin('rooms as r', 'r.id', 'c.roomId')
    .select(['c.date', 'c.time', 'c.roomId', 'c.physiotherapistId'])
    .where('c.date', '=', date)
    .where('c.time', '>=', fromTime)
    .where('c.status', '=', 'cancelled')
    .where('r.isActive', '=', true)
    // Still free (nothing booked there since) and counted once (the slot's latest cancellation).
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('appointments as a')
            .select('a.id')
            .whereRef('a.date', '=', 'c.date')
            .whereRef('a.time', '=', 'c.time')
            .whereRef('a.roomId', '=', 'c.roomId')
            .where((a) => a.or([a('a.status', '<>', 'cancelled'), a('a.id', '>', a.ref('c.id'))])),
        ),
      ),
    )
    .orderBy('c.time')
    .orderBy('c.roomId')
    .execute();
  return rows;
}

/** Who is busy on a day: the non-cancelled appointments' time, physiotherapist and patient. */
export async function findBusyOnDate(
  db: Executor,
  date: string,
): Promise<{ time: string; physiotherapistId: number; patientId: number | null }[]> {
  return db
    .selectFrom('appointments')
    .select(['time', 'physiotherapistId', 'patientId'])
    .where('date', '=', date)
    .where('status', '<>', 'cancelled')
    .execute();
}

/** The physiotherapist of the latest cancelled appointment at a cell (who a freed slot would be with). */
export async function findFreedCellPhysiotherapist(db: Executor, cell: { date: string; time: string; roomId: number }): Promise<number | undefined> {
  const row = await db
    .selectFrom('appointments')
    .select('physiotherapistId')
    .where('date', '=', cell.date)
    .where('time', '=', cell.time)
    .where('roomId', '=', cell.roomId)
    .where('status', '=', 'cancelled')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.physiotherapistId;
}

