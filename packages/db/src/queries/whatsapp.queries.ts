import { sql } from 'kysely';

import type { Executor } from '../executor';
import { hasActiveWhatsappConsent } from './privacy.queries';
import { type SettingsChanges, settingsRowReader, settingsRowWriter } from './settings-rows';
import type { AppointmentReminderRow, ReminderStatus, WhatsappInboundRow } from '../tables';

/** The one WhatsApp settings row, read (created when missing) and changed: see settings-rows.ts. */
export const findWhatsappSettingsRow = settingsRowReader('whatsappSettings');
export type WhatsappSettingsChanges = SettingsChanges<'whatsappSettings'>;
export const updateWhatsappSettingsRow = settingsRowWriter('whatsappSettings');

/** An appointment that may need a reminder: scheduled, with an opted-in patient, not answered yet. */
export interface ReminderCandidate {
  id: number;
  date: string;
  time: string;
  reminderDays: number;
  patientId: number;
  phone: string;
  /** The offsets it already has a row for. */
  offsets: string[];
}

/**
 * Appointments from `from` to `to` still 'agendado' (not confirmed, checked in nor cancelled) whose
 * patient opted in and that nobody answered yet, with the reminder offsets they already have.
 */
export async function findReminderCandidates(db: Executor, range: { from: string; to: string }): Promise<ReminderCandidate[]> {
  const rows = await db
    .selectFrom('appointments as a')
    .innerJoin('patients as p', 'p.id', 'a.patientId')
    .leftJoin('appointmentConfirmations as c', 'c.appointmentId', 'a.id')
    .where('a.date', '>=', range.from)
    .where('a.date', '<=', range.to)
    .where('a.attendanceStatus', '=', 'agendado')
    .where(hasActiveWhatsappConsent(sql.ref('p.id')))
    .where((eb) => eb.or([eb('c.state', 'is', null), eb('c.state', 'not in', ['confirmado', 'cancelado', 'remarcar'])]))
    .select([
      'a.id',
      'a.date',
      'a.time',
      'a.reminderDays',
      'p.id as patientId',
      'p.phone',
      sql<string[]>`coalesce((select array_agg(r.offset_key) from appointment_reminders r where r.appointment_id = a.id), '{}')`.as(
        'offsets',
      ),
    ])
    .execute();
  return rows.map((row) => ({ ...row, patientId: row.patientId, offsets: row.offsets ?? [] }));
}

export interface NewReminder {
  appointmentId: number;
  offsetKey: string;
  dueAt: Date;
  recipient: string;
  nonce: string;
}

/** Inserts the reminders not there yet (the unique (appointment, offset) key decides); answers the new ones. */
export async function insertReminders(db: Executor, reminders: NewReminder[]): Promise<AppointmentReminderRow[]> {
  if (reminders.length === 0) return [];
  return db
    .insertInto('appointmentReminders')
    .values(reminders)
    .onConflict((oc) => oc.columns(['appointmentId', 'offsetKey']).doNothing())
    .returningAll()
    .execute();
}

export async function findReminder(db: Executor, id: number): Promise<AppointmentReminderRow | undefined> {
  return db.selectFrom('appointmentReminders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves a reminder from one status to another; false when it was not in `from` (someone else moved it). */
export async function moveReminder(
  db: Executor,
  id: number,
  from: ReminderStatus,
  to: ReminderStatus,
  extra: { wamid?: string; error?: string | null; sentAt?: Date } = {},
): Promise<boolean> {
  const done = await db
    .updateTable('appointmentReminders')
    .set({ status: to, ...extra, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

const STATUS_RANK = sql`case status when 'scheduled' then 0 when 'sending' then 0 when 'sent' then 1 when 'failed' then 2 when 'delivered' then 3 when 'read' then 4 else 9 end`;
const RANK_OF: Record<string, number> = { sent: 1, failed: 2, delivered: 3, read: 4 };

/**
 * A delivery status from a webhook: applied only when it moves the message forward (idempotent,
 * order-proof). Answers the reminder when it moved, undefined otherwise (unknown wamid, replay, late).
 */
export async function advanceReminderStatus(
  db: Executor,
  wamid: string,
  status: 'sent' | 'delivered' | 'read' | 'failed',
  error: string | null,
): Promise<AppointmentReminderRow | undefined> {
  return db
    .updateTable('appointmentReminders')
    .set({ status, updatedAt: sql<Date>`now()`, ...(status === 'failed' ? { error } : {}) })
    .where('wamid', '=', wamid)
    .where(sql<boolean>`${STATUS_RANK} < ${RANK_OF[status]!}`)
    .returningAll()
    .executeTakeFirst();
}

/** Uses a reply's nonce once: answers the reminder the first time, undefined when unknown or used. */
export async function useReminderNonce(db: Executor, appointmentId: number, nonce: string): Promise<AppointmentReminderRow | undefined> {
  return db
    .updateTable('appointmentReminders')
    .set({ nonceUsedAt: sql<Date>`now()`, updatedAt: sql<Date>`now()` })
    .where('appointmentId', '=', appointmentId)
    .where('nonce', '=', nonce)
    .where('nonceUsedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function findReminderByWamid(db: Executor, wamid: string): Promise<AppointmentReminderRow | undefined> {
  return db.selectFrom('appointmentReminders').selectAll().where('wamid', '=', wamid).executeTakeFirst();
}

/** The last reminder sent to a number (whom a free-text message answers). */
export async function findLastReminderTo(db: Executor, recipient: string): Promise<AppointmentReminderRow | undefined> {
  return db
    .selectFrom('appointmentReminders')
    .selectAll()
    .where('recipient', '=', recipient)
    .where('wamid', 'is not', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Stores an appointment's confirmation state. `onlyForward`: delivery news (enviado, entregue…)
 * never undoes a later state nor an answer; answers (confirmado, remarcar, cancelado) always apply.
 */
export async function setConfirmationState(
  db: Executor,
  appointmentId: number,
  state: string,
  rank: number,
  ranks: Record<string, number>,
  onlyForward: boolean,
): Promise<boolean> {
  const rankOf = sql`case ${sql.ref('appointment_confirmations.state')} ${sql.join(
    Object.entries(ranks).map(([s, r]) => sql`when ${s} then ${r}`),
    sql` `,
  )} else 0 end`;
  const done = await db
    .insertInto('appointmentConfirmations')
    .values({ appointmentId, state })
    .onConflict((oc) => {
      const update = oc.column('appointmentId').doUpdateSet({ state, updatedAt: sql<Date>`now()` });
      return onlyForward ? update.where(sql<boolean>`${rankOf} < ${rank}`) : update;
    })
    .executeTakeFirst();
  return Number(done.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function insertInbound(
  db: Executor,
  row: Omit<WhatsappInboundRow, 'receivedAt' | 'handledAt' | 'handledBy'>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('whatsappInbound')
    .values(row)
    .onConflict((oc) => oc.column('wamid').doNothing())
    .returning('wamid')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function updateInbound(db: Executor, wamid: string, changes: Partial<Pick<WhatsappInboundRow, 'inbox' | 'appointmentId' | 'patientId'>>): Promise<void> {
  await db.updateTable('whatsappInbound').set(changes).where('wamid', '=', wamid).execute();
}

export interface ConfirmationRow {
  id: number;
  date: string;
  time: string;
  status: string;
  attendanceStatus: string | null;
  patientId: number;
  patientFirstName: string;
  patientLastName: string;
  phone: string;
  optedIn: boolean;
  state: string | null;
  physiotherapistFirstName: string;
  physiotherapistLastName: string;
  roomName: string;
}

/** Appointments with their patient, physiotherapist and stored confirmation, and what both readers select. */
function withConfirmation(db: Executor) {
  return db
    .selectFrom('appointments as a')
    .innerJoin('patients as p', 'p.id', 'a.patientId')
    .innerJoin('users as u', 'u.id', 'a.physiotherapistId')
    .leftJoin('appointmentConfirmations as c', 'c.appointmentId', 'a.id')
    .select(['a.date', 'a.time', 'a.status', 'a.attendanceStatus', 'p.id as patientId', 'p.firstName as patientFirstName', hasActiveWhatsappConsent(sql.ref('p.id')).as('optedIn')]);
}

/** A day's appointments with a patient (cancelled ones too: reception sees who cancelled). */
export async function findConfirmationsOfDay(db: Executor, date: string): Promise<ConfirmationRow[]> {
  return withConfirmation(db)
    .innerJoin('rooms as r', 'r.id', 'a.roomId')
    .where('a.date', '=', date)
    .select([
      'a.id',
      'p.lastName as patientLastName',
      'p.phone',
      'c.state',
      'u.firstName as physiotherapistFirstName',
      'u.lastName as physiotherapistLastName',
      'r.name as roomName',
    ])
    .orderBy('a.time')
    .orderBy('r.name')
    .orderBy('a.id')
    .execute();
}

export interface InboxRow extends WhatsappInboundRow {
  patientFirstName: string | null;
  patientLastName: string | null;
}

export async function findOpenInbox(db: Executor, limit = 200): Promise<InboxRow[]> {
  return db
    .selectFrom('whatsappInbound as i')
    .leftJoin('patients as p', 'p.id', 'i.patientId')
    .selectAll('i')
    .select(['p.firstName as patientFirstName', 'p.lastName as patientLastName'])
    .where('i.inbox', 'is not', null)
    .where('i.handledAt', 'is', null)
    .orderBy('i.receivedAt')
    .limit(limit)
    .execute();
}

export async function markInboundHandled(db: Executor, wamid: string, userId: number): Promise<boolean> {
  const done = await db
    .updateTable('whatsappInbound')
    .set({ handledAt: sql<Date>`now()`, handledBy: userId })
    .where('wamid', '=', wamid)
    .where('inbox', 'is not', null)
    .where('handledAt', 'is', null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

/** What a reminder's message says and whether it may still go out. */
export interface ReminderAppointment
  extends Pick<ConfirmationRow, 'date' | 'time' | 'status' | 'attendanceStatus' | 'patientId' | 'patientFirstName' | 'optedIn'> {
  confirmation: string | null;
  physiotherapistName: string;
}

export async function findReminderAppointment(db: Executor, appointmentId: number): Promise<ReminderAppointment | undefined> {
  return withConfirmation(db)
    .where('a.id', '=', appointmentId)
    .select([
      'c.state as confirmation',
      sql<string>`u.first_name || ' ' || u.last_name`.as('physiotherapistName'),
    ])
    .executeTakeFirst();
}

/** An appointment's patient (null: a block); undefined when the appointment is gone. */
export async function findAppointmentPatientId(
  db: Executor,
  appointmentId: number,
): Promise<{ id: number; patientId: number | null; attendanceStatus: string } | undefined> {
  return db.selectFrom('appointments').select(['id', 'patientId', 'attendanceStatus']).where('id', '=', appointmentId).executeTakeFirst();
}

/** Forgets an inbound message (its handling failed: Meta's retry is handled anew). */
export async function deleteInbound(db: Executor, wamid: string): Promise<void> {
  await db.deleteFrom('whatsappInbound').where('wamid', '=', wamid).execute();
}
