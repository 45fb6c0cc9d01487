import { z } from 'zod';

import { requiredDate } from '../common/fields';

/**
 * The funnel (issue #25): for the leads dated in a period, how far each one got. A lead counts at
 * every step up to the furthest it reached, so each step is part of the one before:
 * - contacted: a first contact recorded (call, WhatsApp or a move out of 'novo');
 * - assessment booked: its patient has an appointment (any state), or the stage says so;
 * - assessment done: an appointment 'presente' or 'atendido', or the stage says so;
 * - converted: stage 'convertido' (closed the treatment);
 * - package sold: its patient bought a package (patient_packages, not cancelled): the paying patient;
 * - discharged: its patient has a 'Data Alta' (patients.discharge_date, the record's discharge).
 * A 'perdido' lead counts for what really happened (its contact, appointments, package), not its stage.
 */
export const FUNNEL_STEPS = ['leads', 'contacted', 'assessmentBooked', 'assessmentDone', 'converted', 'packageSold', 'discharged'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  leads: 'Leads',
  contacted: 'Contatados',
  assessmentBooked: 'Avaliação agendada',
  assessmentDone: 'Avaliação realizada',
  converted: 'Convertidos',
  packageSold: 'Pacote vendido',
  discharged: 'Alta',
};

export const FUNNEL_MESSAGES = {
  startRequired: 'Informe a data inicial (aaaa-mm-dd)',
  endRequired: 'Informe a data final (aaaa-mm-dd)',
  endBeforeStart: 'A data final deve ser igual ou posterior à data inicial',
  periodTooLong: 'O período máximo é de 366 dias',
  originMax: 'Máximo de 500 caracteres',
  campaignMax: 'Máximo de 64 caracteres',
} as const;

const optionalFilter = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : undefined));

export const ZFunnelQuery = z
  .object({
    startDate: requiredDate(FUNNEL_MESSAGES.startRequired),
    endDate: requiredDate(FUNNEL_MESSAGES.endRequired),
    /** The lead's origin, compared without case. */
    origin: optionalFilter(500, FUNNEL_MESSAGES.originMax),
    /** The Meta campaign id the leads came from. */
    campaignId: optionalFilter(64, FUNNEL_MESSAGES.campaignMax),
  })
  .superRefine((q, ctx) => {
    if (q.endDate < q.startDate) ctx.addIssue({ code: 'custom', message: FUNNEL_MESSAGES.endBeforeStart, path: ['endDate'] });
    else if ((Date.parse(q.endDate) - Date.parse(q.startDate)) / 86_400_000 > 366) {
      ctx.addIssue({ code: 'custom', message: FUNNEL_MESSAGES.periodTooLong, path: ['endDate'] });
    }
  });
export type FunnelQuery = z.input<typeof ZFunnelQuery>;
export type FunnelFilter = z.output<typeof ZFunnelQuery>;

export const ZFunnelCounts = z.object(Object.fromEntries(FUNNEL_STEPS.map((s) => [s, z.number().int()])) as Record<FunnelStep, z.ZodNumber>);
export type FunnelCounts = Record<FunnelStep, number>;

/** Cost = spend over the step's count; null without spend or without leads at that step. */
export const ZFunnelCosts = z.object({
  spend: z.number(),
  costPerLead: z.number().nullable(),
  costPerAssessment: z.number().nullable(),
  costPerPayingPatient: z.number().nullable(),
});
export type FunnelCosts = z.infer<typeof ZFunnelCosts>;

export const ZFunnelGroup = z.object({
  /** The origin text, or the campaign id ('' for leads matched to no campaign). */
  key: z.string(),
  label: z.string(),
  counts: ZFunnelCounts,
  /** Percent of the step before (one decimal), from 'contacted' on; null when the step before is 0. */
  conversion: z.record(z.string(), z.number().nullable()),
  costs: ZFunnelCosts.nullable(),
});
export type FunnelGroup = z.infer<typeof ZFunnelGroup>;

export const ZFunnel = z.object({
  startDate: z.string(),
  endDate: z.string(),
  steps: z.array(z.object({ key: z.enum(FUNNEL_STEPS), label: z.string(), count: z.number().int(), conversion: z.number().nullable() })),
  /** Spend of the ad reports inside the period, over the leads attributed to a campaign. */
  costs: ZFunnelCosts,
  byOrigin: z.array(ZFunnelGroup),
  byCampaign: z.array(ZFunnelGroup),
});
export type Funnel = z.infer<typeof ZFunnel>;

/** Percent of `count` over `previous`, one decimal; null when `previous` is 0. */
export function stepConversion(count: number, previous: number): number | null {
  return previous > 0 ? Math.round((count / previous) * 1000) / 10 : null;
}

/** Spend over a count, two decimals; null without spend or count. */
export function costPer(spend: number, count: number): number | null {
  return spend > 0 && count > 0 ? Math.round((spend / count) * 100) / 100 : null;
}

export function emptyFunnelCounts(): FunnelCounts {
  return Object.fromEntries(FUNNEL_STEPS.map((s) => [s, 0])) as FunnelCounts;
}

export function addFunnelCounts(into: FunnelCounts, more: FunnelCounts): FunnelCounts {
  for (const step of FUNNEL_STEPS) into[step] += more[step];
  return into;
}

export function funnelConversion(counts: FunnelCounts): Record<string, number | null> {
  return Object.fromEntries(FUNNEL_STEPS.slice(1).map((s, i) => [s, stepConversion(counts[s], counts[FUNNEL_STEPS[i]!])]));
}

export function funnelCosts(spend: number, counts: FunnelCounts): FunnelCosts {
  return {
    spend: Math.round(spend * 100) / 100,
    costPerLead: costPer(spend, counts.leads),
    costPerAssessment: costPer(spend, counts.assessmentDone),
    costPerPayingPatient: costPer(spend, counts.packageSold),
  };
}
