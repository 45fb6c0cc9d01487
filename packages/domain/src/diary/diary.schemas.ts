import { z } from 'zod';

import { ZIsoDate } from '../common/fields';
import { ZId } from '../common/ids';
import { DIARY_MAX_DAYS, DIARY_MIN_DAYS, clockMinutes } from './diary.rules';
import {
  DIARY_INTAKE_TYPES,
  DIARY_TEXT as TEXT,
  DIARY_TRIGGERS,
  PATIENT_LINK_PURPOSES,
  QUESTIONNAIRE_MOMENTS,
} from './diary.text';

export const ZClockTime = z.string({ error: TEXT.timeInvalid }).refine((v) => clockMinutes(v) !== null, { message: TEXT.timeInvalid });
const ml = z.number({ error: TEXT.mlInvalid }).int(TEXT.mlInvalid).min(1, TEXT.mlInvalid).max(3000, TEXT.mlInvalid);
const scale = z.number({ error: TEXT.scaleInvalid }).int(TEXT.scaleInvalid).min(0, TEXT.scaleInvalid).max(3, TEXT.scaleInvalid);

/** One diary event as the patient (or the physiotherapist typing a paper diary) sends it. */
export const ZDiaryEventFields = z.strictObject({
  date: ZIsoDate,
  time: ZClockTime,
  intakeType: z.enum(DIARY_INTAKE_TYPES, { error: TEXT.intakeTypeInvalid }).nullish(),
  intakeMl: ml.nullish(),
  voidedMl: ml.nullish(),
  urgency: scale.default(0),
  leak: scale.default(0),
  padChanged: z.boolean({ error: 'Use true ou false' }).default(false),
  trigger: z.enum(DIARY_TRIGGERS, { error: TEXT.triggerInvalid }).nullish(),
});

/** The event's own rules: something recorded, and an intake has both its type and its volume. */
export const ZDiaryEventInput = ZDiaryEventFields.superRefine((event, ctx) => {
  if (!event.intakeMl && !event.voidedMl && !event.leak && !event.padChanged) {
    ctx.addIssue({ code: 'custom', path: ['voidedMl'], message: TEXT.eventEmpty });
  }
  if (event.intakeMl && !event.intakeType) ctx.addIssue({ code: 'custom', path: ['intakeType'], message: TEXT.intakeTypeRequired });
  if (event.intakeType && !event.intakeMl) ctx.addIssue({ code: 'custom', path: ['intakeMl'], message: TEXT.intakeMlRequired });
}).transform((event) => ({
  ...event,
  intakeType: event.intakeType ?? null,
  intakeMl: event.intakeMl ?? null,
  voidedMl: event.voidedMl ?? null,
  trigger: event.leak > 0 ? (event.trigger ?? null) : null,
}));
export type DiaryEventInput = z.input<typeof ZDiaryEventInput>;

export const ZDiaryEvent = z.object({
  id: z.number(),
  date: z.string(),
  time: z.string(),
  intakeType: z.enum(DIARY_INTAKE_TYPES).nullable(),
  intakeMl: z.number().nullable(),
  voidedMl: z.number().nullable(),
  urgency: z.number(),
  leak: z.number(),
  padChanged: z.boolean(),
  trigger: z.enum(DIARY_TRIGGERS).nullable(),
  /** Who typed it: the patient on her phone, or the clinic (a paper diary). */
  source: z.enum(['paciente', 'clinica']),
  createdAt: z.string(),
});
export type DiaryEvent = z.infer<typeof ZDiaryEvent>;

export const ZPatientLinkState = z.enum(['ativo', 'expirado', 'revogado', 'respondido']);
export type PatientLinkState = z.infer<typeof ZPatientLinkState>;

/** A link as the clinic sees it (never the token: only its creation answer carries the URL). */
export const ZPatientLinkInfo = z.object({
  id: z.number(),
  purpose: z.enum(PATIENT_LINK_PURPOSES),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  state: ZPatientLinkState,
});

/**
 * The answer to a link's creation: the patient's URL (`/p/{token}`, on the clinic's own address), its
 * expiry, and what the WhatsApp message needs (the screen makes the wa.me link: patientLinkWhatsappUrl).
 */
export const ZPatientLinkCreated = z.object({
  linkId: z.number(),
  url: z.string(),
  expiresAt: z.string(),
  patientFirstName: z.string(),
  patientPhone: z.string().nullable(),
});
export type PatientLinkCreated = z.infer<typeof ZPatientLinkCreated>;

/** POST /patients/{id}/diaries. */
export const ZCreateDiaryInput = z.object({
  id: ZId,
  days: z.number({ error: TEXT.daysInvalid }).int(TEXT.daysInvalid).min(DIARY_MIN_DAYS, TEXT.daysInvalid).max(DIARY_MAX_DAYS, TEXT.daysInvalid),
  /** Default: today (the clinic's date). */
  startDate: ZIsoDate.nullish(),
  sleepTime: ZClockTime.nullish(),
  wakeTime: ZClockTime.nullish(),
});
export type CreateDiaryInput = z.input<typeof ZCreateDiaryInput>;

export const ZDiaryDayValues = z.object({
  day: z.number(),
  date: z.string(),
  recorded: z.boolean(),
  voidedVolume: z.number(),
  voids: z.number(),
  nocturnalVoids: z.number(),
  nocturnalVolume: z.number(),
  maxVoidedVolume: z.number().nullable(),
  nocturnalPercent: z.number().nullable(),
  nocturnalPolyuria: z.boolean(),
  leakEpisodes: z.number(),
  pads: z.number(),
  intake: z.number(),
});
export const ZDiaryDerived = z.object({
  sleepTime: z.string(),
  wakeTime: z.string(),
  days: z.array(ZDiaryDayValues),
  mean: z.object({
    recordedDays: z.number(),
    voidedVolume: z.number().nullable(),
    voids: z.number().nullable(),
    nocturnalVoids: z.number().nullable(),
    maxVoidedVolume: z.number().nullable(),
    nocturnalPercent: z.number().nullable(),
    nocturnalPolyuria: z.boolean(),
    leakEpisodes: z.number().nullable(),
    pads: z.number().nullable(),
    intake: z.number().nullable(),
  }),
});

export const ZDiarySummary = z.object({
  id: z.number(),
  patientId: z.number(),
  startDate: z.string(),
  days: z.number(),
  sleepTime: z.string().nullable(),
  wakeTime: z.string().nullable(),
  createdAt: z.string(),
  eventCount: z.number(),
  link: ZPatientLinkInfo.nullable(),
});
export type DiarySummary = z.infer<typeof ZDiarySummary>;

/** GET /diaries/{id}: the diary, its events (in time order) and the derived values. */
export const ZDiaryDetail = ZDiarySummary.extend({ events: z.array(ZDiaryEvent), derived: ZDiaryDerived });
export const ZDiaryCreated = z.object({ diary: ZDiarySummary, link: ZPatientLinkCreated });
export type DiaryDetail = z.infer<typeof ZDiaryDetail>;

/** POST /diaries/{id}/events: the physiotherapist types a paper diary in. */
export const ZAddDiaryEventInput = z.object({ id: ZId, event: ZDiaryEventInput });

/** POST /patients/{id}/questionnaire-links. */
export const ZCreateQuestionnaireLinkInput = z.object({
  id: ZId,
  instrumentId: z.string({ error: TEXT.instrumentUnknown }).min(1, TEXT.instrumentUnknown).max(50, TEXT.instrumentUnknown),
  moment: z.enum(QUESTIONNAIRE_MOMENTS, { error: TEXT.momentInvalid }),
  appointmentId: ZId.nullish(),
  /** How long the link stays open, in days (default 7). */
  validDays: z.number().int().min(1).max(30).nullish(),
});

/** A token in a public path: URL-safe base64 of 32 random bytes (43 characters). */
export const ZPatientToken = z
  .string({ error: TEXT.linkNotFound })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { message: TEXT.linkNotFound });
export const ZPublicTokenInput = z.object({ token: ZPatientToken });
export const ZPublicDiaryEventInput = z.object({ token: ZPatientToken, event: ZDiaryEventInput });
export const ZPublicAnswersInput = z.object({ token: ZPatientToken, answers: z.record(z.string(), z.unknown()) });

/** GET /public/{token}: what the patient's phone page shows. Closed links carry nothing else. */
export const ZPublicLinkView = z.object({
  state: ZPatientLinkState,
  message: z.string().nullable(),
  purpose: z.enum(PATIENT_LINK_PURPOSES).nullable(),
  firstName: z.string().nullable(),
  expiresAt: z.string().nullable(),
  diary: z
    .object({ startDate: z.string(), days: z.number(), dates: z.array(z.string()), events: z.array(ZDiaryEvent) })
    .nullable(),
  questionnaire: z
    .object({ instrumentId: z.string(), title: z.string(), items: z.array(z.unknown()) })
    .nullable(),
});
export type PublicLinkView = z.infer<typeof ZPublicLinkView>;
