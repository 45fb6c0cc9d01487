/**
 * The waitlist ('Lista de espera'): entries, their list with computed states, and the freed cells
 * of a day with the entries fitting each. Offers and answers are in waitlist-offers.service.ts.
 */
import {
  type Database,
  type Executor,
  type Kysely,
  type WaitlistEntryRowUpdate,
  type WaitlistEntryWithNames,
  cancelPendingOffersOfEntry,
  findBusyOnDate,
  findFreedCells,
  findLatestOffersOfEntries,
  findPatientById,
  findUserById,
  findWaitlistEntries,
  findWaitlistEntryWithNames,
  hasChanges,
  insertWaitlistEntry,
  lockWaitlistEntry,
  updateWaitlistEntry,
} from '@clinic/db';
import {
  type FreedSlotMatches,
  WAITLIST_OPEN_STATUSES,
  WAITLIST_TEXT,
  type WaitlistEntry,
  type WaitlistEntryChanges,
  type WaitlistEntryValues,
  type WaitlistListFilter,
  type WaitlistStatus,
  availabilityKey,
  formatClockTime,
  matchingEntries,
  parseAvailability,
  toIsoDate,
} from '@clinic/domain';

import type { Actor } from '../../context';
import { AppError } from '../../errors';
import { logActivity } from '../activity-log';
import { missedUpdate, rowToUpdate } from '../versions';
import { describeWaitlistEntry, toWaitlistEntryDto, toWaitlistOfferDto } from './waitlist-dto';

const isOpen = (status: WaitlistStatus) => (WAITLIST_OPEN_STATUSES as readonly string[]).includes(status);

/** Entries with their newest offer, as DTOs (computed states at `now`). */
export async function toEntryDtos(db: Executor, rows: WaitlistEntryWithNames[], now: Date): Promise<WaitlistEntry[]> {
  const offers = new Map((await findLatestOffersOfEntries(db, rows.map((row) => row.id))).map((offer) => [offer.entryId, offer]));
  const today = toIsoDate(now);
  return rows.map((row) => {
    const offer = offers.get(row.id);
    return toWaitlistEntryDto(row, today, offer ? toWaitlistOfferDto(offer, now) : null);
  });
}

export async function findEntryDto(db: Executor, id: number, now: Date): Promise<WaitlistEntry> {
  const row = await findWaitlistEntryWithNames(db, id, now);
  if (!row) throw new AppError('WAITLIST_ENTRY_NOT_FOUND');
  return (await toEntryDtos(db, [row], now))[0]!;
}

/** Which stored states can show as each computed one (an open entry can read 'expirado' or 'aguardando'). */
const STORED_FOR: Record<WaitlistStatus, readonly WaitlistStatus[]> = {
  aguardando: ['aguardando', 'oferecido'],
  oferecido: ['oferecido'],
  agendado: ['agendado'],
  recusado: ['recusado'],
  expirado: ['aguardando', 'oferecido', 'expirado'],
  removido: ['removido'],
};

/** GET /api/waitlist: open entries by default; urgent first, then the oldest. */
export async function listWaitlist(db: Kysely<Database>, filter: WaitlistListFilter, now: Date): Promise<WaitlistEntry[]> {
  const status = filter.status ?? 'abertas';
  const stored = status === 'todas' ? undefined : status === 'abertas' ? WAITLIST_OPEN_STATUSES : STORED_FOR[status];
  const rows = await findWaitlistEntries(
    db,
    { storedStatuses: stored, physiotherapistId: filter.physiotherapistId, patientId: filter.patientId, urgent: filter.urgent },
    now,
  );
  const entries = await toEntryDtos(db, rows, now);
  if (status === 'todas') return entries;
  return entries.filter((entry) => (status === 'abertas' ? isOpen(entry.status) : entry.status === status));
}

async function checkPatient(tx: Executor, id: number): Promise<void> {
  const patient = await findPatientById(tx, id);
  if (!patient) throw new AppError('PATIENT_NOT_FOUND');
  if (patient.archivedAt !== null) throw new AppError('APPOINTMENT_PATIENT_ARCHIVED');
}

async function checkPhysiotherapist(tx: Executor, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  const user = await findUserById(tx, id);
  if (!user || user.role !== 'physiotherapist' || !user.isActive) throw new AppError('APPOINTMENT_PHYSIOTHERAPIST_INVALID');
}

export async function createWaitlistEntry(db: Kysely<Database>, actor: Actor, values: WaitlistEntryValues, now: Date): Promise<WaitlistEntry> {
  return db.transaction().execute(async (tx) => {
    await checkPatient(tx, values.patientId);
    await checkPhysiotherapist(tx, values.physiotherapistId);
    const row = await insertWaitlistEntry(tx, {
      patientId: values.patientId,
      physiotherapistId: values.physiotherapistId,
      availability: parseAvailability(values.availability.map(availabilityKey)).map(availabilityKey),
      dateFrom: values.dateFrom,
      dateTo: values.dateTo,
      urgent: values.urgent,
      notes: values.notes ?? null,
      createdBy: actor.userId,
    });
    const named = (await findWaitlistEntryWithNames(tx, row.id, now))!;
    await logActivity(tx, actor, {
      action: 'create',
      entity: 'waitlist',
      entityId: row.id,
      description: `Lista de espera: ${describeWaitlistEntry(named)} adicionada`,
    });
    return (await toEntryDtos(tx, [named], now))[0]!;
  });
}

/**
 * Changes the fields sent. A scheduled or removed entry is closed (409); editing a declined or
 * expired one whose range still holds today puts it back to 'aguardando'. Nothing to change answers
 * the entry as it is and logs nothing.
 */
export async function updateWaitlistEntryById(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  changes: WaitlistEntryChanges,
  now: Date,
  expectedVersion?: number,
): Promise<WaitlistEntry> {
  return db.transaction().execute(async (tx) => {
    const current = rowToUpdate(await lockWaitlistEntry(tx, id), 'WAITLIST_ENTRY_NOT_FOUND', expectedVersion);
    if (current.status === 'agendado' || current.status === 'removido') throw new AppError('WAITLIST_ENTRY_CLOSED');
    const dateFrom = changes.dateFrom ?? current.dateFrom;
    const dateTo = changes.dateTo ?? current.dateTo;
    if (dateTo < dateFrom) throw new AppError('INVALID_INPUT', { message: WAITLIST_TEXT.rangeInverted });
    if (changes.patientId !== undefined && changes.patientId !== current.patientId) await checkPatient(tx, changes.patientId);
    if (changes.physiotherapistId !== undefined && changes.physiotherapistId !== current.physiotherapistId) {
      await checkPhysiotherapist(tx, changes.physiotherapistId);
    }
    const set: WaitlistEntryRowUpdate = {
      patientId: changes.patientId,
      physiotherapistId: changes.physiotherapistId,
      availability: changes.availability && parseAvailability(changes.availability.map(availabilityKey)).map(availabilityKey),
      dateFrom: changes.dateFrom,
      dateTo: changes.dateTo,
      urgent: changes.urgent,
      notes: changes.notes === undefined ? undefined : (changes.notes ?? null),
    };
    const reopen = (current.status === 'recusado' || current.status === 'expirado') && dateTo >= toIsoDate(now);
    if (reopen) set.status = 'aguardando';
    // Nothing sent changes: the entry as it is, and no log line for a change that did not happen.
    if (!hasChanges(set)) return (await toEntryDtos(tx, [(await findWaitlistEntryWithNames(tx, id, now))!], now))[0]!;
    if (!(await updateWaitlistEntry(tx, id, set, expectedVersion))) throw missedUpdate(expectedVersion, 'WAITLIST_ENTRY_NOT_FOUND');
    const named = (await findWaitlistEntryWithNames(tx, id, now))!;
    await logActivity(tx, actor, {
      action: 'update',
      entity: 'waitlist',
      entityId: id,
      description: `Lista de espera: ${describeWaitlistEntry(named)} atualizada${reopen ? ' (reaberta)' : ''}`,
    });
    return (await toEntryDtos(tx, [named], now))[0]!;
  });
}

/** DELETE: the entry stays, as 'removido' (its pending offers are withdrawn); removing twice changes nothing. */
export async function removeWaitlistEntry(db: Kysely<Database>, actor: Actor, id: number, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const current = await lockWaitlistEntry(tx, id);
    if (!current) throw new AppError('WAITLIST_ENTRY_NOT_FOUND');
    if (current.status === 'removido') return;
    await updateWaitlistEntry(tx, id, { status: 'removido' });
    await cancelPendingOffersOfEntry(tx, id, now);
    const named = (await findWaitlistEntryWithNames(tx, id, now))!;
    await logActivity(tx, actor, {
      action: 'delete',
      entity: 'waitlist',
      entityId: id,
      description: `Lista de espera: ${describeWaitlistEntry(named)} removida`,
    });
  });
}

/**
 * GET /api/waitlist/freed-slots?date=: the day's freed cells still ahead (a cancelled appointment's
 * day, time and room that nothing holds now) with the open entries fitting each, urgent first, then
 * the oldest. A cell whose physiotherapist is busy elsewhere at that time fits nobody; a patient
 * already booked at that time is left out of it.
 */
export async function listFreedSlots(db: Kysely<Database>, date: string, now: Date): Promise<FreedSlotMatches[]> {
  const today = toIsoDate(now);
  if (date < today) return [];
  const cells = (await findFreedCells(db, date)).filter((cell) => date > today || cell.time > formatClockTime(now));
  if (cells.length === 0) return [];
  const [busy, rows] = await Promise.all([
    findBusyOnDate(db, date),
    findWaitlistEntries(db, { storedStatuses: WAITLIST_OPEN_STATUSES, coversDate: date }, now),
  ]);
  const busyPhysio = new Set(busy.map((b) => `${b.time}|${b.physiotherapistId}`));
  const busyPatient = new Set(busy.filter((b) => b.patientId !== null).map((b) => `${b.time}|${b.patientId}`));
  const entries = (await toEntryDtos(db, rows, now)).filter((entry) => isOpen(entry.status));
  return cells.flatMap((cell) => {
    if (busyPhysio.has(`${cell.time}|${cell.physiotherapistId}`)) return [];
    const matches = matchingEntries(entries, cell).filter((entry) => !busyPatient.has(`${cell.time}|${entry.patientId}`));
    return matches.length > 0 ? [{ ...cell, matches }] : [];
  });
}
