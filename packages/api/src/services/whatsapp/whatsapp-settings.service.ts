import { type Database, type Kysely, type WhatsappSettingsChanges, type WhatsappSettingsRow, findWhatsappSettingsRow, updateWhatsappSettingsRow } from '@clinic/db';
import { WHATSAPP_TEXT, type WhatsappSettings, type WhatsappSettingsInput } from '@clinic/domain';

import { logActivity } from '../activity-log';
import type { SignedInActor } from '../../context';
import { AppError } from '../../errors';
import { type TemplateMessage, type WhatsappSendConfig, graphUrlFromEnv, sendWhatsappTemplate } from './cloud-api';
import { readLateCancelHours, writeLateCancelHours } from './policy-hours';
import { decryptSecret, encryptSecret } from './secret-box';

function isConfigured(row: WhatsappSettingsRow): boolean {
  return Boolean(row.phoneNumberId && row.accessTokenEnc && row.templateName);
}

/** When and in which language reminders go out. */
function policyOf(row: WhatsappSettingsRow) {
  const { templateLanguage, sendHour, secondReminderHours, quietStart, quietEnd } = row;
  return { templateLanguage, sendHour, secondReminderHours, quietStart, quietEnd };
}

function toSettings(row: WhatsappSettingsRow, lateCancelHours: number): WhatsappSettings {
  return {
    phoneNumberId: row.phoneNumberId,
    businessAccountId: row.businessAccountId,
    hasAccessToken: row.accessTokenEnc !== null,
    hasAppSecret: row.appSecretEnc !== null,
    hasVerifyToken: row.verifyTokenEnc !== null,
    templateName: row.templateName,
    ...policyOf(row),
    lateCancelHours,
    configured: isConfigured(row),
  };
}

export async function getWhatsappSettings(db: Kysely<Database>): Promise<WhatsappSettings> {
  return toSettings(await findWhatsappSettingsRow(db), await readLateCancelHours(db));
}

const secret = (value: string | undefined) => (value === undefined ? undefined : value === '' ? null : encryptSecret(value));

export async function updateWhatsappSettings(db: Kysely<Database>, actor: SignedInActor, input: WhatsappSettingsInput): Promise<WhatsappSettings> {
  return db.transaction().execute(async (tx) => {
    const before = await findWhatsappSettingsRow(tx);
    const quietStart = input.quietStart ?? before.quietStart;
    const quietEnd = input.quietEnd ?? before.quietEnd;
    if (quietStart >= quietEnd) throw new AppError('BAD_REQUEST', { message: WHATSAPP_TEXT.quietOrder });
    const changes: WhatsappSettingsChanges = {
      phoneNumberId: input.phoneNumberId,
      businessAccountId: input.businessAccountId,
      accessTokenEnc: secret(input.accessToken),
      appSecretEnc: secret(input.appSecret),
      verifyTokenEnc: secret(input.verifyToken),
      templateName: input.templateName,
      templateLanguage: input.templateLanguage,
      sendHour: input.sendHour,
      secondReminderHours: input.secondReminderHours,
      quietStart: input.quietStart,
      quietEnd: input.quietEnd,
    };
    for (const name of Object.keys(changes) as (keyof WhatsappSettingsChanges)[]) if (changes[name] === undefined) delete changes[name];
    const row = await updateWhatsappSettingsRow(tx, changes);
    if (input.lateCancelHours !== undefined) await writeLateCancelHours(tx, input.lateCancelHours);
    // Names the fields, never a secret's value.
    const fields = Object.keys(input).join(', ');
    await logActivity(tx, actor, { action: 'update', entity: 'settings', entityId: null, description: `${WHATSAPP_TEXT.settingsUpdated}: ${fields}` });
    return toSettings(row, await readLateCancelHours(tx));
  });
}

/** What sending needs, decrypted; null while the clinic has not set number, token and template (manual mode). */
export interface WhatsappRuntimeSettings {
  send: WhatsappSendConfig;
  templateName: string;
  templateLanguage: string;
  sendHour: number;
  secondReminderHours: number | null;
  quietStart: string;
  quietEnd: string;
}

export async function loadWhatsappRuntime(db: Kysely<Database>): Promise<WhatsappRuntimeSettings | null> {
  const row = await findWhatsappSettingsRow(db);
  const accessToken = decryptSecret(row.accessTokenEnc);
  if (!row.phoneNumberId || !accessToken || !row.templateName) return null;
  return {
    send: { graphUrl: graphUrlFromEnv(), phoneNumberId: row.phoneNumberId, accessToken },
    templateName: row.templateName,
    ...policyOf(row),
  };
}

/** The webhook's credentials: the app secret (signatures) and the verify token (Meta's challenge). */
export async function loadWebhookSecrets(db: Kysely<Database>): Promise<{ appSecret: string | null; verifyToken: string | null }> {
  const row = await findWhatsappSettingsRow(db);
  return { appSecret: decryptSecret(row.appSecretEnc), verifyToken: decryptSecret(row.verifyTokenEnc) };
}

/**
 * Sends a template with the clinic's WhatsApp settings (number, token): what other features call
 * (the waitlist's offer). `templateName`/`languageCode` default to the reminder template's language.
 * Answers the wamid; throws WhatsappSendError, or AppError BAD_REQUEST while WhatsApp is not configured.
 */
export async function sendClinicTemplate(
  db: Kysely<Database>,
  message: Omit<TemplateMessage, 'languageCode'> & { languageCode?: string },
): Promise<{ wamid: string }> {
  const runtime = await loadWhatsappRuntime(db);
  if (!runtime) throw new AppError('BAD_REQUEST', { message: WHATSAPP_TEXT.notConfigured });
  return sendWhatsappTemplate(runtime.send, { ...message, languageCode: message.languageCode ?? runtime.templateLanguage });
}
