import { z } from 'zod';

import { LEAD_ADS_BACKFILL_MAX_DAYS, LEAD_ADS_TEXT as T } from './lead-ads.text';

const ZGraphId = (message: string) => z.string().trim().regex(/^\d{1,64}$/, { error: message });

/** What GET /settings/meta-leads answers: never a secret, only whether each one is set. */
export const ZMetaLeadsSettings = z.object({
  pageIds: z.array(z.string()),
  hasPageAccessToken: z.boolean(),
  /** An app secret of its own is set. */
  hasAppSecret: z.boolean(),
  /** No app secret of its own: the WhatsApp settings' one checks the signatures (one Meta app). */
  appSecretFromWhatsapp: z.boolean(),
  hasVerifyToken: z.boolean(),
  /** Page token, an app secret (own or WhatsApp's) and the verify token are set. */
  configured: z.boolean(),
});
export type MetaLeadsSettings = z.infer<typeof ZMetaLeadsSettings>;

/** PUT /settings/meta-leads: only the fields sent change; a secret sent replaces the stored one, '' clears it. */
export const ZMetaLeadsSettingsInput = z.object({
  pageIds: z.array(ZGraphId(T.invalidPageId)).max(20).optional(),
  pageAccessToken: z.string().trim().max(2000).optional(),
  appSecret: z.string().trim().max(500).optional(),
  verifyToken: z.string().trim().max(500).optional(),
});
export type MetaLeadsSettingsInput = z.infer<typeof ZMetaLeadsSettingsInput>;

/** POST /settings/meta-leads/backfill. */
export const ZLeadAdsBackfillInput = z.object({
  formId: ZGraphId(T.invalidFormId),
  days: z.number({ error: T.invalidDays }).int({ error: T.invalidDays }).min(1, { error: T.invalidDays }).max(LEAD_ADS_BACKFILL_MAX_DAYS, { error: T.invalidDays }),
});
export type LeadAdsBackfillInput = z.infer<typeof ZLeadAdsBackfillInput>;

export const ZLeadAdsBackfillResult = z.object({ jobId: z.number().int(), message: z.string() });

/** One row of 'Falhas de importação'. */
export const ZLeadIntakeFailure = z.object({
  id: z.number().int(),
  leadgenId: z.string(),
  pageId: z.string().nullable(),
  formId: z.string().nullable(),
  source: z.enum(['webhook', 'backfill', 'demo']),
  attempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LeadIntakeFailure = z.infer<typeof ZLeadIntakeFailure>;
