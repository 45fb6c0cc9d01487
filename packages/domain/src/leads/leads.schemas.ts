import { z } from 'zod';

import { isIsoDate } from '../common/dates';
import { INVALID_DATE, createAndUpdate, queryDate, querySearch, requiredText } from '../common/fields';
import { ZId, queryInteger } from '../common/ids';
import { isPhoneFormat, requiredPhone } from '../common/phone';
import { ZVersion } from '../common/versions';
import { LEAD_LIMITS as MAX, LEAD_PAGE_MAX, LEAD_STATUSES } from './leads.constants';
import { LEAD_STAGES } from './leads.pipeline';

export const LEAD_MESSAGES = {
  nameRequired: 'Nome é obrigatório',
  whatsappRequired: 'WhatsApp é obrigatório',
  whatsappFormat: 'Formato inválido. Use: (xx) xxxxx-xxxx',
  originRequired: 'Origem é obrigatória',
  dateRequired: 'Data é obrigatória',
  dateInvalid: INVALID_DATE,
} as const;

/** The rules of every lead field (spec §5 and §3), shared by the form, the API and the import. */
export const leadFields = {
  name: requiredText(MAX.name, LEAD_MESSAGES.nameRequired, { abortOnMax: true }),
  /** `(xx) xxxxx-xxxx` or `(xx) xxxx-xxxx`, stored as typed. */
  whatsapp: requiredPhone(
    MAX.whatsapp,
    { required: LEAD_MESSAGES.whatsappRequired, invalid: LEAD_MESSAGES.whatsappFormat },
    (v) => (isPhoneFormat(v) ? v : null),
  ),
  origin: requiredText(MAX.origin, LEAD_MESSAGES.originRequired, { abortOnMax: true }),
  /**
   * A calendar day, `yyyy-MM-dd`. A timestamp (`2026-05-10T12:00:00.000Z`, as clients that parse the
   * day at noon send it) keeps its day part.
   */
  date: z
    .string({ error: LEAD_MESSAGES.dateRequired })
    .trim()
    .min(1, { message: LEAD_MESSAGES.dateRequired, abort: true })
    .refine((v) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && isIsoDate(v.slice(0, 10)), INVALID_DATE)
    .transform((v) => v.slice(0, 10)),
};

/**
 * POST /api/leads: the four fields of the 'Novo Lead' form; a new lead is PENDENTE. PUT
 * /api/leads/{id}: only the fields sent change. Status moves only by convert/unconvert.
 */
export const { create: ZLeadInput, update: ZLeadUpdate } = createAndUpdate(leadFields);
export type LeadInput = z.input<typeof ZLeadInput>;
export type LeadValues = z.output<typeof ZLeadInput>;
export type LeadUpdate = z.input<typeof ZLeadUpdate>;
export type LeadChanges = z.output<typeof ZLeadUpdate>;

/** A lead as every response carries it. */
export const ZLead = z.object({
  id: z.number().int(),
  name: z.string(),
  whatsapp: z.string(),
  origin: z.string(),
  /** yyyy-MM-dd. */
  date: z.string(),
  status: z.enum(LEAD_STATUSES),
  /** yyyy-MM-dd; set while CONVERTIDO. */
  conversionDate: z.string().nullable(),
  /** The patient the lead became (kept after unconvert, so converting again links the same one); null if never converted or that patient was deleted. */
  patientId: z.number().int().nullable(),
  createdAt: z.string(),
  /** Raised on every change; send it back with an update to refuse overwriting someone else's change. */
  version: ZVersion,
  /** The pipeline (issue #25; see leads.pipeline.ts for how it relates to `status`). */
  stage: z.enum(LEAD_STAGES),
  /** Why the lead was lost (set while `stage` is perdido). */
  lostReason: z.string().nullable(),
  /** 'Próximo contato' (ISO timestamp). */
  nextContactAt: z.string().nullable(),
  /** The first call, WhatsApp or move to 'em contato' (ISO timestamp; recorded once). */
  firstContactAt: z.string().nullable(),
  /** Meta Lead Ads campaign, ad set and ad (null for leads typed in or imported). */
  campaignId: z.string().nullable(),
  campaignName: z.string().nullable(),
  adsetId: z.string().nullable(),
  adsetName: z.string().nullable(),
  adId: z.string().nullable(),
  adName: z.string().nullable(),
});
export type Lead = z.infer<typeof ZLead>;

/** The filter card (spec §2): all optional, combined with AND; an empty parameter means no filter. */
export const ZLeadFilter = z.object({
  /** Name, WhatsApp (digits or formatted) or origin; case- and accent-insensitive, trimmed; every word must match. */
  search: querySearch(),
  /** Leads dated on or after this day (from its start). */
  startDate: queryDate,
  /** Leads dated on or before this day (to its end). */
  endDate: queryDate,
});
export type LeadFilterInput = z.input<typeof ZLeadFilter>;
export type LeadFilter = z.output<typeof ZLeadFilter>;

/**
 * GET /api/leads: without `limit` and `offset` the whole filtered list (an array, newest first);
 * with either, one page `{ total, items, summary }`.
 */
export const ZLeadListQuery = ZLeadFilter.extend({
  limit: queryInteger(1, LEAD_PAGE_MAX),
  offset: queryInteger(0, 2_147_483_647),
});
export type LeadListQuery = z.input<typeof ZLeadListQuery>;
export type LeadListFilter = z.output<typeof ZLeadListQuery>;

/** The three summary cards (spec §2), over the same filter as the list. */
export const ZLeadSummary = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  converted: z.number().int(),
  /** converted / total × 100, one decimal; 0 when there are no leads. */
  conversionRate: z.number(),
});
export type LeadSummary = z.infer<typeof ZLeadSummary>;

export const ZLeadPage = z.object({ total: z.number().int(), items: z.array(ZLead), summary: ZLeadSummary });
export type LeadPage = z.infer<typeof ZLeadPage>;

export const ZLeadListResult = z.union([z.array(ZLead), ZLeadPage]);
export type LeadListResult = z.infer<typeof ZLeadListResult>;
export function isLeadPage(result: LeadListResult): result is LeadPage {
  return !Array.isArray(result);
}

export const ZLeadIdInput = z.object({ id: ZId });

/** PATCH /api/leads/{id}/convert answers the patient's names (spec §7), its id and the converted lead. */
export const ZLeadConversion = z.object({
  firstName: z.string(),
  lastName: z.string(),
  patientId: z.number().int(),
  /** False when converting again linked the patient made the first time. */
  patientCreated: z.boolean(),
  lead: ZLead,
});
export type LeadConversion = z.infer<typeof ZLeadConversion>;
