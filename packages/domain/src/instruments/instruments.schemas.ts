import { z } from 'zod';

import { requiredDate, requiredText } from '../common/fields';
import { ZId } from '../common/ids';
import { INSTRUMENTS_TEXT as TEXT } from './instruments.text';
import { INSTRUMENT_IDS } from './instruments.types';

export const ZInstrumentId = z.enum(INSTRUMENT_IDS, { error: TEXT.instrumentUnknown });

export const ZScoreComponent = z.object({
  id: z.string(),
  label: z.string(),
  value: z.number(),
  min: z.number(),
  max: z.number(),
});
/** The score the server computed, stored in the entry's content beside the raw answers. */
export const ZInstrumentScore = z.object({
  total: z.number(),
  min: z.number(),
  max: z.number(),
  unit: z.string(),
  components: z.array(ZScoreComponent),
  interpretation: z.string().nullable(),
  notes: z.array(z.string()),
});

const ZOption = z.object({ value: z.union([z.number(), z.string()]), label: z.string() });
export const ZInstrumentItem = z.object({
  id: z.string(),
  text: z.string(),
  type: z.enum(['choice', 'multi', 'number', 'check']),
  group: z.string().optional(),
  required: z.boolean(),
  scored: z.boolean(),
  help: z.string().optional(),
  options: z.array(ZOption).readonly().optional(),
  unit: z.string().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
});

/** One instrument as GET /api/instruments lists it: its definition, and whether the clinic may use it. */
export const ZInstrumentListItem = z.object({
  id: ZInstrumentId,
  version: z.number().int(),
  title: z.string(),
  shortTitle: z.string(),
  instructions: z.string(),
  licensed: z.boolean(),
  patientReported: z.boolean(),
  betterWhen: z.enum(['lower', 'higher']),
  groups: z.array(z.object({ id: z.string(), title: z.string() })).readonly(),
  items: z.array(ZInstrumentItem).readonly(),
  source: z.string(),
  meaningfulChange: z
    .object({ value: z.number(), kind: z.enum(['absolute', 'relative']), source: z.string() })
    .nullable(),
  /** Free instruments always; licensed ones once an admin recorded the clinic's licence. */
  enabled: z.boolean(),
  /** The clinic's licence reference (licensed instruments, once recorded). */
  licenceReference: z.string().nullable(),
  licenceEnabledAt: z.string().nullable(),
});
export type InstrumentListItem = z.infer<typeof ZInstrumentListItem>;

export const LICENCE_REFERENCE_MAX = 300;
/** POST /api/instruments/{id}/licence: the clinic's licence reference (registration number, contract). */
export const ZEnableInstrumentInput = z.object({
  id: ZInstrumentId,
  licenceReference: requiredText(LICENCE_REFERENCE_MAX, TEXT.licenceRequired),
});
export type EnableInstrumentInput = z.input<typeof ZEnableInstrumentInput>;
export const ZInstrumentIdInput = z.object({ id: ZInstrumentId });

/** One point of a series: a signed entry's value (for the diary series, a diary's: `entryId` is the diary's id). */
export const ZOutcomePoint = z.object({
  entryId: z.number().int(),
  /** When it was signed (ISO). */
  at: z.string(),
  value: z.number(),
  /** The instrument's reading of this value (band, cut-off), when any. */
  interpretation: z.string().nullable().optional(),
});
export type OutcomePoint = z.infer<typeof ZOutcomePoint>;

/** One series with its first and latest values and the change (latest − first). */
export const ZOutcomeSeries = z.object({
  /** 'pfdi20', 'pfdi20.udi6', 'perfect.power', 'perineometry', 'diary.voidsPerDay' … */
  id: z.string(),
  label: z.string(),
  unit: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  betterWhen: z.enum(['lower', 'higher']),
  points: z.array(ZOutcomePoint),
  first: z.number().nullable(),
  latest: z.number().nullable(),
  change: z.number().nullable(),
});
export type OutcomeSeries = z.infer<typeof ZOutcomeSeries>;

/** GET /api/patients/{id}/outcomes: the series behind the progress charts. */
export const ZPatientOutcomes = z.object({
  patientId: z.number().int(),
  /** One per instrument the patient has a signed entry of (the headline score), with its scales after it. */
  instruments: z.array(ZOutcomeSeries.extend({ instrumentId: ZInstrumentId })),
  /** PERFECT components and perineometry over the signed assessments and evolutions. */
  perfect: z.array(ZOutcomeSeries),
  /** Bladder-diary values per diary (the diary feature, issue #26 point 2). */
  diary: z.array(ZOutcomeSeries),
});
export type PatientOutcomes = z.infer<typeof ZPatientOutcomes>;
export const ZPatientOutcomesQuery = z.object({ id: ZId });

/** GET /api/reports/outcomes?startDate=&endDate= (both inclusive). */
export const ZOutcomesReportQuery = z
  .object({ startDate: requiredDate('Informe a data inicial'), endDate: requiredDate('Informe a data final') })
  .superRefine((q, ctx) => {
    if (q.endDate < q.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'A data final deve ser igual ou posterior à inicial' });
    }
  });
export type OutcomesReportQuery = z.input<typeof ZOutcomesReportQuery>;

/** One line of the report: an instrument within a group (a dysfunction, a physiotherapist, or the clinic). */
export const ZOutcomesReportLine = z.object({
  instrumentId: ZInstrumentId,
  instrumentTitle: z.string(),
  /** Patients with a baseline and a follow-up (latest signed in the period). */
  patients: z.number().int(),
  meanBaseline: z.number().nullable(),
  meanFollowUp: z.number().nullable(),
  /** Mean of (follow-up − baseline); negative = fewer symptoms for every instrument but FSFI. */
  meanChange: z.number().nullable(),
  /** Patients improved by at least the instrument's meaningful change; null when it has none. */
  improved: z.number().int().nullable(),
  improvedShare: z.number().nullable(),
  threshold: z.number().nullable(),
  thresholdSource: z.string().nullable(),
});
export type OutcomesReportLine = z.infer<typeof ZOutcomesReportLine>;
export const ZOutcomesReportGroup = z.object({ key: z.string(), label: z.string(), lines: z.array(ZOutcomesReportLine) });
export type OutcomesReportGroup = z.infer<typeof ZOutcomesReportGroup>;
export const ZOutcomesReport = z.object({
  startDate: z.string(),
  endDate: z.string(),
  clinic: z.array(ZOutcomesReportLine),
  byDysfunction: z.array(ZOutcomesReportGroup),
  byPhysiotherapist: z.array(ZOutcomesReportGroup),
});
export type OutcomesReport = z.infer<typeof ZOutcomesReport>;
