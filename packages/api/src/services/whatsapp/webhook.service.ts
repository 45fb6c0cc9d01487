/**
 * The WhatsApp webhook (Meta's deliveries): verification challenge, signature over the raw body,
 * delivery statuses, button replies (dispatched by ACTION through the registry), free text and
 * opt-out words. Every effect is idempotent: a status only moves forward, a message id is handled
 * once, a nonce is used once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

import {
  type Database,
  type Kysely,
  advanceReminderStatus,
  deleteInbound,
  findAppointmentPatientId,
  findLastReminderTo,
  findReminderByWamid,
  insertInbound,
  WHATSAPP_REMINDERS_PURPOSE,
  findActiveConsent,
  lockPatient,
  updateInbound,
} from '@clinic/db';
import { WHATSAPP_OPT_OUT_WORDS, WHATSAPP_TEXT, fullName, isOptOutMessage, parsePayload } from '@clinic/domain';

import type { Actor } from '../../context';
import { logActivity } from '../activity-log';
import { revokeConsentIn } from '../privacy/consents.service';
import { setConfirmation } from './reminders.service';
import type { WhatsappActionRegistry } from './whatsapp-actions';
import { loadWebhookSecrets } from './whatsapp-settings.service';

/** Meta's challenge: the challenge when the verify token matches, null otherwise (403). */
export async function verifyWhatsappChallenge(
  db: Kysely<Database>,
  query: { mode?: string; token?: string; challenge?: string },
): Promise<string | null> {
  return answerMetaChallenge((await loadWebhookSecrets(db)).verifyToken, query);
}

/** Any Meta webhook's challenge (WhatsApp, Lead Ads): the challenge when the verify token matches, else null. */
export function answerMetaChallenge(verifyToken: string | null, query: { mode?: string; token?: string; challenge?: string }): string | null {
  if (!verifyToken || query.mode !== 'subscribe' || query.token === undefined || query.challenge === undefined) return null;
  return safeEqual(query.token, verifyToken) ? query.challenge : null;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `sha256=<hex HMAC-SHA256 of the raw body with the app secret>`. */
export function whatsappSignature(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export function signatureMatches(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  return safeEqual(header.toLowerCase(), whatsappSignature(rawBody, appSecret));
}

interface WebhookMessage {
  id?: string;
  from?: string;
  type?: string;
  context?: { id?: string };
  button?: { payload?: string; text?: string };
  interactive?: { button_reply?: { id?: string; title?: string } };
  text?: { body?: string };
}
interface WebhookStatus {
  id?: string;
  status?: string;
  errors?: { code?: number; title?: string; message?: string }[];
}
interface WebhookBody {
  entry?: { changes?: { value?: { messages?: WebhookMessage[]; statuses?: WebhookStatus[] } }[] }[];
}

const STATUS_STATES = { sent: 'enviado', delivered: 'entregue', read: 'lido', failed: 'falhou' } as const;

export interface WebhookOutcome {
  /** 200 handled; 401 bad or missing signature (nothing changed). */
  status: 200 | 401;
  statuses: number;
  messages: number;
  ignored: string[];
}

export const WEBHOOK_ACTOR: Actor = { userId: null, ipAddress: null, userAgent: 'WhatsApp (webhook)' };

export async function handleWhatsappWebhook(
  db: Kysely<Database>,
  registry: WhatsappActionRegistry,
  request: { rawBody: Buffer; signature: string | undefined; ipAddress?: string | null },
  now: Date = new Date(),
): Promise<WebhookOutcome> {
  const outcome: WebhookOutcome = { status: 200, statuses: 0, messages: 0, ignored: [] };
  const { appSecret } = await loadWebhookSecrets(db);
  if (!appSecret || !signatureMatches(request.rawBody, request.signature, appSecret)) return { ...outcome, status: 401 };
  let body: WebhookBody;
  try {
    body = JSON.parse(request.rawBody.toString('utf8')) as WebhookBody;
  } catch {
    outcome.ignored.push('corpo inválido');
    return outcome;
  }
  const actor: Actor = { ...WEBHOOK_ACTOR, ipAddress: request.ipAddress ?? null };
  for (const entry of Array.isArray(body?.entry) ? body.entry : []) {
    for (const change of Array.isArray(entry?.changes) ? entry.changes : []) {
      const value = change?.value;
      for (const status of Array.isArray(value?.statuses) ? value.statuses : []) {
        if (await applyStatus(db, status)) outcome.statuses += 1;
      }
      for (const message of Array.isArray(value?.messages) ? value.messages : []) {
        if (await applyMessage(db, registry, actor, message, now, outcome.ignored)) outcome.messages += 1;
      }
    }
  }
  return outcome;
}

async function applyStatus(db: Kysely<Database>, status: WebhookStatus): Promise<boolean> {
  if (typeof status?.id !== 'string' || !(status.status && status.status in STATUS_STATES)) return false;
  const name = status.status as keyof typeof STATUS_STATES;
  const error = status.errors?.[0] ? `${status.errors[0].code ?? ''} ${status.errors[0].title ?? status.errors[0].message ?? ''}`.trim() : null;
  const reminder = await advanceReminderStatus(db, status.id, name, error);
  if (!reminder) return false;
  await setConfirmation(db, reminder.appointmentId, STATUS_STATES[name], true);
  return true;
}

async function applyMessage(
  db: Kysely<Database>,
  registry: WhatsappActionRegistry,
  actor: Actor,
  message: WebhookMessage,
  now: Date,
  ignored: string[],
): Promise<boolean> {
  // Signed does not mean well-formed: anything but the strings Meta documents is left out, never a 500.
  if (typeof message?.id !== 'string' || message.id.length > 200 || typeof message.from !== 'string') return false;
  const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const from = message.from.replace(/\D/g, '').slice(0, 20);
  const payload = str(message.button?.payload) ?? str(message.interactive?.button_reply?.id);
  const text = (str(message.button?.text) ?? str(message.interactive?.button_reply?.title) ?? str(message.text?.body) ?? '').slice(0, 4000);
  const kind = payload !== undefined ? 'button' : (str(message.type) ?? 'text').slice(0, 20);
  // Handled once: a replayed delivery finds the row and stops here.
  if (!(await insertInbound(db, { wamid: message.id, fromPhone: from, kind, body: text, appointmentId: null, patientId: null, inbox: null }))) {
    return false;
  }
  try {
    const ignore = async (reason: string) => {
      ignored.push(reason);
      await logActivity(db, actor, { action: 'update', entity: 'appointment', entityId: null, description: reason });
    };
    const parsed = payload === undefined ? null : parsePayload(payload);
    if (parsed) {
      const handler = registry.get(parsed.action);
      if (!handler) {
        await ignore(`Resposta do WhatsApp ignorada: ação desconhecida (${parsed.action})`);
        return true;
      }
      await handler({ ...parsed, from, messageId: message.id, contextId: message.context?.id ?? null, text }, { db, actor, now, ignore });
      return true;
    }
    // Free text (or a button we cannot read): the reminder it answers, if any, names the appointment.
    const reminder =
      (message.context?.id ? await findReminderByWamid(db, message.context.id) : undefined) ?? (await findLastReminderTo(db, from));
    const appointment = reminder ? await findAppointmentPatientId(db, reminder.appointmentId) : undefined;
    if (isOptOutMessage(text, WHATSAPP_OPT_OUT_WORDS)) {
      if (appointment?.patientId) await optOut(db, actor, appointment.patientId, now);
      else await ignore(`Pedido de saída pelo WhatsApp de um número sem lembretes (${from})`);
      return true;
    }
    await updateInbound(db, message.id, { inbox: 'verificar', appointmentId: appointment?.id ?? null, patientId: appointment?.patientId ?? null });
    return true;
  } catch (error) {
    // Not handled: forget the message so Meta's retry (it retries non-200 answers) is handled again.
    await deleteInbound(db, message.id);
    throw error;
  }
}

async function optOut(db: Kysely<Database>, actor: Actor, patientId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const patient = await lockPatient(tx, patientId);
    const active = patient && (await findActiveConsent(tx, { patientId }, WHATSAPP_REMINDERS_PURPOSE));
    if (!patient || !active) return;
    const name = fullName(patient);
    await revokeConsentIn(tx, actor, active, name, { at: now, method: 'whatsapp' });
    await logActivity(tx, actor, {
      action: 'update',
      entity: 'patient',
      entityId: patientId,
      description: WHATSAPP_TEXT.consentWithdrawn(name, 'mensagem no WhatsApp'),
    });
  });
}
