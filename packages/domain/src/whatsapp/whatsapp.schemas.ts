import { z } from 'zod';

import { optionalText } from '../common/fields';
import { WHATSAPP_CONSENT_SOURCES, WHATSAPP_TEXT as T } from './whatsapp.text';

const ZClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: T.invalidHour });

/** What GET /settings/whatsapp answers: never a secret, only whether each one is set. */
export const ZWhatsappSettings = z.object({
  phoneNumberId: z.string().nullable(),
  businessAccountId: z.string().nullable(),
  hasAccessToken: z.boolean(),
  hasAppSecret: z.boolean(),
  hasVerifyToken: z.boolean(),
  templateName: z.string().nullable(),
  templateLanguage: z.string(),
  sendHour: z.number().int(),
  secondReminderHours: z.number().int().nullable(),
  quietStart: z.string(),
  quietEnd: z.string(),
  lateCancelHours: z.number().int(),
  /** Whether reminders go out automatically (number id, token and template are set). */
  configured: z.boolean(),
});
export type WhatsappSettings = z.infer<typeof ZWhatsappSettings>;

/**
 * PUT /settings/whatsapp: every field optional (left out: unchanged). A secret given replaces the
 * stored one; an empty string clears it.
 */
export const ZWhatsappSettingsInput = z
  .object({
    phoneNumberId: optionalText(64).optional(),
    businessAccountId: optionalText(64).optional(),
    accessToken: z.string().trim().max(2000).optional(),
    appSecret: z.string().trim().max(500).optional(),
    verifyToken: z.string().trim().max(500).optional(),
    templateName: optionalText(512).optional(),
    templateLanguage: z.string().trim().regex(/^[a-z]{2}(_[A-Z]{2})?$/, { error: 'Idioma inválido (ex.: pt_BR)' }).optional(),
    sendHour: z.number().int().min(0).max(23).optional(),
    secondReminderHours: z.number().int().min(1).max(72).nullable().optional(),
    quietStart: ZClock.optional(),
    quietEnd: ZClock.optional(),
    lateCancelHours: z.number().int().min(0).max(168).optional(),
  })
  .refine((v) => v.quietStart === undefined || v.quietEnd === undefined || v.quietStart < v.quietEnd, {
    error: T.quietOrder,
    path: ['quietEnd'],
  });
export type WhatsappSettingsInput = z.infer<typeof ZWhatsappSettingsInput>;

export const ZWhatsappConsent = z.object({
  optedIn: z.boolean(),
  at: z.string().nullable(),
  source: z.enum(WHATSAPP_CONSENT_SOURCES).nullable(),
  text: z.string().nullable(),
});
export type WhatsappConsent = z.infer<typeof ZWhatsappConsent>;

export const ZWhatsappConsentInput = z.object({
  optedIn: z.boolean(),
  /** Where the consent was given: the patient form, or another tool over the API (default). */
  source: z.enum(['formulario', 'api']).default('api'),
});
