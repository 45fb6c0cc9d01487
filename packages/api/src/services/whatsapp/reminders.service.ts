/**
 * Reminders, exactly once per appointment and offset:
 * 1. `scheduleDueReminders` (every server, every minute) inserts a row per due (appointment,
 *    offset) — the unique key lets one insert win however many servers scan at once — and queues
 *    its send job in the same transaction.
 * 2. The job (the durable worker: retries with backoff, survives kill -9) moves the row
 *    scheduled → sending (a conditional update: one attempt wins), calls the Cloud API, then
 *    stores the wamid (sending → sent).
 * The window between the HTTP call and storing the wamid: a process killed there leaves the row
 * in 'sending' and nobody knows whether Meta got it. The retried job never sends it again (the
 * issue's rule: never a duplicate): it marks the reminder 'failed' ("envio interrompido") and the
 * appointment shows 'Falhou' on the Confirmações screen, where reception confirms by hand or by
 * the wa.me link. At most one message; at worst one reminder per killed process left to reception.
 */
import { randomBytes } from 'node:crypto';

import {
  type AppointmentReminderRow,
  type Database,
  type Executor,
  type NewReminder,
  type ReminderAppointment,
  findReminderAppointment,
  type Kysely,
  findReminder,
  findReminderCandidates,
  insertReminders,
  moveReminder,
  setConfirmationState,
} from '@clinic/db';
import {
  CONFIRMATION_RANK,
  type StoredConfirmationState,
  addDays,
  formatPayload,
  isWithinQuietWindow,
  intoQuietWindow,
  reminderDay,
  reminderMoments,
  toIsoDate,
  whatsappRecipient,
} from '@clinic/domain';

import { enqueueJob } from '../../infra/jobs';
import type { JobHandler } from '../../infra/jobs';
import { PermanentJobError } from '../../infra/jobs';
import { WhatsappSendError, sendWhatsappTemplate } from './cloud-api';
import { type WhatsappRuntimeSettings, loadWhatsappRuntime } from './whatsapp-settings.service';

export const WHATSAPP_REMINDER_JOB = 'whatsapp.reminder';
/** Attempts per reminder (retries after a Meta error answer, with the worker's backoff). */
const REMINDER_ATTEMPTS = 5;

export const newNonce = () => randomBytes(9).toString('base64url');

/** Stores a confirmation state: delivery news only moves it forward; answers always apply. */
export async function setConfirmation(db: Executor, appointmentId: number, state: StoredConfirmationState, onlyForward: boolean): Promise<boolean> {
  return setConfirmationState(db, appointmentId, state, CONFIRMATION_RANK[state], CONFIRMATION_RANK, onlyForward);
}

/**
 * Inserts the reminders due by `now` that do not exist yet and queues their sending. Answers how
 * many were queued (0 while WhatsApp is not configured: manual mode).
 */
export async function scheduleDueReminders(db: Kysely<Database>, now: Date): Promise<number> {
  const runtime = await loadWhatsappRuntime(db);
  if (!runtime) return 0;
  const today = toIsoDate(now);
  // reminderDays is 1 or 2: nothing further ahead is due yet.
  const candidates = await findReminderCandidates(db, { from: today, to: addDays(today, 3) });
  const due: NewReminder[] = [];
  for (const appointment of candidates) {
    const recipient = whatsappRecipient(appointment.phone);
    if (!recipient) continue;
    const [y, m, d] = appointment.date.split('-').map(Number) as [number, number, number];
    const [hh, mm] = appointment.time.split(':').map(Number) as [number, number];
    if (new Date(y, m - 1, d, hh, mm) <= now) continue;
    for (const moment of reminderMoments(appointment, runtime)) {
      if (moment.dueAt > now || appointment.offsets.includes(moment.offset)) continue;
      due.push({ appointmentId: appointment.id, offsetKey: moment.offset, dueAt: moment.dueAt, recipient, nonce: newNonce() });
    }
  }
  if (due.length === 0) return 0;
  let queued = 0;
  for (let i = 0; i < due.length; i += 200) {
    queued += await db.transaction().execute(async (tx) => {
      const inserted = await insertReminders(tx, due.slice(i, i + 200));
      for (const reminder of inserted) {
        await enqueueJob(tx, WHATSAPP_REMINDER_JOB, { reminderId: reminder.id }, { maxAttempts: REMINDER_ATTEMPTS });
      }
      return inserted.length;
    });
  }
  return queued;
}

type ReminderContext = ReminderAppointment & { reminder: AppointmentReminderRow; clinicName: string };

async function loadReminderContext(db: Kysely<Database>, reminderId: number): Promise<ReminderContext | undefined> {
  const reminder = await findReminder(db, reminderId);
  if (!reminder) return undefined;
  const row = await findReminderAppointment(db, reminder.appointmentId);
  return row && { reminder, ...row, clinicName: clinicName() };
}

/** The clinic's name in messages (CLINIC_NAME). */
export const clinicName = () => process.env.CLINIC_NAME || 'clínica';

/** Why a reminder is not sent (null: send it). */
function skipReason(context: ReminderContext): string | null {
  if (context.status !== 'scheduled') return 'agendamento não está marcado';
  if (context.attendanceStatus !== null && context.attendanceStatus !== 'agendado') return 'presença já registrada';
  if (context.confirmation === 'confirmado' || context.confirmation === 'cancelado' || context.confirmation === 'remarcar') {
    return 'já respondido';
  }
  if (!context.optedIn) return 'paciente sem consentimento';
  return null;
}

export function reminderParameters(context: { patientFirstName: string; date: string; time: string; physiotherapistName: string; clinicName: string }): string[] {
  return [context.patientFirstName, reminderDay(context.date), context.time, context.physiotherapistName, context.clinicName];
}

/** Sends one reminder (the job's one attempt). */
export async function sendReminder(
  db: Kysely<Database>,
  reminderId: number,
  now: Date,
  options: { runtime?: WhatsappRuntimeSettings | null; signal?: AbortSignal } = {},
): Promise<{ outcome: string; wamid?: string }> {
  const context = await loadReminderContext(db, reminderId);
  if (!context) return { outcome: 'removed' };
  const { reminder } = context;
  if (reminder.status === 'sending') {
    // An earlier attempt died between marking and storing the answer: it may have gone out. Never twice.
    await moveReminder(db, reminder.id, 'sending', 'failed', { error: 'Envio interrompido; resultado desconhecido (não reenviado)' });
    await setConfirmation(db, reminder.appointmentId, 'falhou', true);
    return { outcome: 'uncertain' };
  }
  if (reminder.status !== 'scheduled') return { outcome: `already ${reminder.status}` };
  const reason = skipReason(context);
  if (reason) {
    await moveReminder(db, reminder.id, 'scheduled', 'skipped', { error: reason });
    return { outcome: 'skipped' };
  }
  const runtime = options.runtime === undefined ? await loadWhatsappRuntime(db) : options.runtime;
  if (!runtime) throw new PermanentJobError('WhatsApp não configurado');
  if (!isWithinQuietWindow(now, runtime)) {
    // Held up past the allowed hours (retries, a server down): wait for the next window.
    await enqueueJob(db, WHATSAPP_REMINDER_JOB, { reminderId }, { maxAttempts: REMINDER_ATTEMPTS, runAfter: intoQuietWindow(now, runtime) });
    return { outcome: 'deferred' };
  }
  if (!(await moveReminder(db, reminder.id, 'scheduled', 'sending'))) return { outcome: 'taken' };
  let wamid: string;
  try {
    ({ wamid } = await sendWhatsappTemplate(
      runtime.send,
      {
        to: reminder.recipient,
        templateName: runtime.templateName,
        languageCode: runtime.templateLanguage,
        bodyParameters: reminderParameters(context),
        buttonPayloads: ['CONF', 'RESC', 'CANC'].map((action) =>
          formatPayload({ action, id: String(reminder.appointmentId), nonce: reminder.nonce }),
        ),
      },
      { signal: options.signal },
    ));
  } catch (error) {
    if (error instanceof WhatsappSendError && error.outcome === 'not_sent') {
      // Meta refused it: nothing went out, so another attempt may send it (or, permanent, it failed).
      if (error.permanent) {
        await moveReminder(db, reminder.id, 'sending', 'failed', { error: error.message });
        await setConfirmation(db, reminder.appointmentId, 'falhou', true);
        throw new PermanentJobError(error.message);
      }
      await moveReminder(db, reminder.id, 'sending', 'scheduled', { error: error.message });
    }
    // 'unknown': the row stays 'sending'; the next attempt marks it failed without resending.
    throw error;
  }
  await moveReminder(db, reminder.id, 'sending', 'sent', { wamid, sentAt: now, error: null });
  await setConfirmation(db, reminder.appointmentId, 'enviado', true);
  return { outcome: 'sent', wamid };
}

export function whatsappReminderJobHandler(clock: () => Date = () => new Date()): JobHandler<{ reminderId: number }> {
  return {
    async run({ db, payload, signal }) {
      if (!payload || typeof payload.reminderId !== 'number') throw new PermanentJobError('Lembrete inválido');
      return sendReminder(db, payload.reminderId, clock(), { signal });
    },
    async onFinalFailure(db, job) {
      const reminderId = (job.payload as { reminderId?: number }).reminderId;
      if (typeof reminderId !== 'number') return;
      const reminder = await findReminder(db, reminderId);
      if (reminder && (reminder.status === 'scheduled' || reminder.status === 'sending')) {
        // 'sending' after the last attempt: unknown outcome, never resent.
        await moveReminder(db, reminder.id, reminder.status, 'failed', { error: job.error ?? 'Falha no envio' });
        await setConfirmation(db, reminder.appointmentId, 'falhou', true);
      }
    },
  };
}

/**
 * Runs the scan every `intervalMs` on this server (every server does; the unique key decides) and
 * wakes the worker when it queued something. Answers a stop function.
 */
export function startReminderScheduler(
  db: Kysely<Database>,
  options: { intervalMs?: number; onQueued?: (count: number) => void; onError?: (error: unknown) => void } = {},
): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    scheduleDueReminders(db, new Date())
      .then((count) => {
        if (count > 0) options.onQueued?.(count);
      })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? 60_000);
  timer.unref();
  tick();
  return () => clearInterval(timer);
}
