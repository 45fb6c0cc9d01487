import { z } from 'zod';

/** GET /api/report-requests/{id}/analysis (spec §3 analysis response). */
export const ZCampaignAnalysis = z.object({
  reportRequestId: z.number().int(),
  period: z.object({
    dateRange: z.string().nullable(),
    startDate: z.string(),
    endDate: z.string(),
    displayPeriod: z.string(),
  }),
  adAccount: z.object({ name: z.string(), accountNumber: z.string() }),
  campaign: z.object({
    /** The single campaign's id; null when the report holds several (they are summed). */
    id: z.string().nullable(),
    name: z.string(),
    spend: z.number(),
    impressions: z.number(),
    clicks: z.number(),
    reach: z.number(),
    /** clicks ÷ impressions × 100; null without impressions. */
    ctr: z.number().nullable(),
    /** Leads Meta counted (the ad platform's own number). */
    platformLeads: z.number(),
    campaignNames: z.array(z.string()),
  }),
  keywords: z.array(z.string()),
  leads: z.object({
    total: z.number().int(),
    converted: z.number().int(),
    byOrigin: z.record(z.string(), z.number().int()),
    list: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        phone: z.string(),
        origin: z.string(),
        status: z.string(),
        matchedKeywords: z.array(z.string()),
        createdAt: z.string(),
      }),
    ),
  }),
  metrics: z.object({
    /** spend ÷ matched leads; null when no lead matched. */
    costPerLead: z.number().nullable(),
    efficiency: z.enum(['Alta', 'Média', 'Baixa']),
    /** converted ÷ matched × 100. */
    leadConversionRate: z.number(),
    /** The clinic's average cost per lead over the 90 days before (null: no history, the fallback applied). */
    baselineCostPerLead: z.number().nullable(),
  }),
});
export type CampaignAnalysis = z.infer<typeof ZCampaignAnalysis>;
