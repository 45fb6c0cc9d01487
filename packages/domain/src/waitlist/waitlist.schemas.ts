import { z } from 'zod';

import { isIsoDate } from '../common/dates';
import { INVALID_DATE, optionalText, queryBoolean, queryChoice, requiredDate } from '../common/fields';
import { MAX_ID, ZId } from '../common/ids';
import { ZVersion, versionedUpdateFields } from '../common/versions';
import { isGridTime } from '../appointments/appointments.rules';
import { APPOINTMENT_TEXT } from '../appointments/appointments.text';
import { ZAppointmentListItem } from '../appointments/appointments.schemas';
import {
  WAITLIST_NOTES_MAX,
  WAITLIST_OFFER_STATUSES,
  WAITLIST_PERIODS,
  WAITLIST_STATUSES,
  WAITLIST_STATUS_FILTERS,
} from './waitlist.constants';
import { WAITLIST_TEXT as T } from './waitlist.text';

/**
 * Body numbers stay numbers: behind a pipe the REST adapter does not switch coercion on for them
 * (docs/STACK-NOTES.md, trap 4), so `null` is never read as 0.
 */
const bodyId = (message: string) => z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message).pipe(z.number());

export const ZWaitlistAvailability = z.object({
  weekday: z.number({ error: T.invalidWeekday }).int(T.invalidWeekday).min(1, T.invalidWeekday).max(6, T.invalidWeekday).pipe(z.number()),
  period: z.enum(WAITLIST_PERIODS, { error: T.invalidPeriod }),
});

const entryFields = {
  patientId: bodyId(T.patientRequired),
  /** null: any physiotherapist ('Qualquer'). */
  physiotherapistId: bodyId(T.invalidPhysiotherapist).nullable(),
  /** The weekday × period pairs the patient can come (1 = segunda … 6 = sábado; manha, tarde). */
  availability: z
    .array(ZWaitlistAvailability, { error: T.availabilityRequired })
    .min(1, T.availabilityRequired)
    .max(12, T.availabilityRequired),
  dateFrom: requiredDate(T.dateFromRequired),
  /** The last day the entry waits for: from the next day on it reads 'expirado'. */
  dateTo: requiredDate(T.dateToRequired),
  urgent: z.boolean({ error: 'Informe se é urgente' }),
  notes: optionalText(WAITLIST_NOTES_MAX, { maxMessage: T.notesTooLong }),
};

const rangeInOrder = (value: { dateFrom?: string; dateTo?: string }) =>
  value.dateFrom === undefined || value.dateTo === undefined || value.dateTo >= value.dateFrom;

/** POST /api/waitlist. */
export const ZWaitlistEntryInput = z
  .object({
    ...entryFields,
    physiotherapistId: entryFields.physiotherapistId.default(null),
    urgent: entryFields.urgent.default(false),
  })
  .refine(rangeInOrder, { message: T.rangeInverted, path: ['dateTo'] });
export type WaitlistEntryInput = z.input<typeof ZWaitlistEntryInput>;
export type WaitlistEntryValues = z.output<typeof ZWaitlistEntryInput>;

/** PUT /api/waitlist/{id}: only the fields sent change (the service checks the range with the stored ends). */
export const ZWaitlistEntryUpdate = z.object(entryFields).partial().extend(versionedUpdateFields);
export type WaitlistEntryUpdate = z.input<typeof ZWaitlistEntryUpdate>;
export type WaitlistEntryChanges = Omit<z.output<typeof ZWaitlistEntryUpdate>, 'version'>;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** GET /api/waitlist: `status` (abertas by default, todas, or one state), physiotherapist, patient, urgent. */
export const ZWaitlistListQuery = z.object({
  status: queryChoice(WAITLIST_STATUS_FILTERS, T.invalidStatusFilter),
  physiotherapistId: z.preprocess(emptyToUndefined, ZId.optional()),
  patientId: z.preprocess(emptyToUndefined, ZId.optional()),
  urgent: queryBoolean,
});
export type WaitlistListQuery = z.input<typeof ZWaitlistListQuery>;
export type WaitlistListFilter = z.output<typeof ZWaitlistListQuery>;

const requiredQueryDate = z.string({ error: APPOINTMENT_TEXT.dateRequired }).trim().min(1, { message: APPOINTMENT_TEXT.dateRequired, abort: true }).refine(isIsoDate, INVALID_DATE);

/** GET /api/waitlist/freed-slots?date=: the day's freed cells and the entries fitting each. */
export const ZFreedSlotsQuery = z.object({ date: requiredQueryDate });
export type FreedSlotsQuery = z.input<typeof ZFreedSlotsQuery>;

/** POST /api/waitlist/{id}/offer: the freed slot offered. */
export const ZWaitlistOfferInput = z.object({
  date: requiredDate(APPOINTMENT_TEXT.dateRequired),
  time: z
    .string({ error: APPOINTMENT_TEXT.timeRequired })
    .trim()
    .min(1, { message: APPOINTMENT_TEXT.timeRequired, abort: true })
    .refine(isGridTime, APPOINTMENT_TEXT.invalidTime),
  roomId: bodyId(APPOINTMENT_TEXT.roomRequired),
  /** The physiotherapist of the slot: by default the entry's, else the one of the appointment that freed it. */
  physiotherapistId: bodyId(T.invalidPhysiotherapist).nullish(),
});
export type WaitlistOfferInput = z.input<typeof ZWaitlistOfferInput>;
export type WaitlistOfferValues = z.output<typeof ZWaitlistOfferInput>;

const ZPerson = z.object({ firstName: z.string(), lastName: z.string() });

export const ZWaitlistOffer = z.object({
  id: z.number().int(),
  entryId: z.number().int(),
  date: z.string(),
  time: z.string(),
  roomId: z.number().int(),
  roomName: z.string(),
  physiotherapistId: z.number().int(),
  physiotherapist: ZPerson,
  /** 'expirada': still pending when its 15 minutes ended. */
  status: z.enum(WAITLIST_OFFER_STATUSES),
  expiresAt: z.string(),
  appointmentId: z.number().int().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  /** The offer's text, and the wa.me link that opens it in WhatsApp (manual mode). */
  message: z.string(),
  whatsappLink: z.string(),
});
export type WaitlistOffer = z.infer<typeof ZWaitlistOffer>;

export const ZWaitlistEntry = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  patient: ZPerson.extend({ phone: z.string() }),
  physiotherapistId: z.number().int().nullable(),
  /** null: 'Qualquer'. */
  physiotherapist: ZPerson.nullable(),
  availability: z.array(ZWaitlistAvailability),
  dateFrom: z.string(),
  dateTo: z.string(),
  urgent: z.boolean(),
  notes: z.string().nullable(),
  /** Computed: past its range 'expirado'; 'oferecido' only while an offer holds. */
  status: z.enum(WAITLIST_STATUSES),
  appointmentId: z.number().int().nullable(),
  createdAt: z.string(),
  version: ZVersion,
  /** The newest offer made to this entry, if any. */
  lastOffer: ZWaitlistOffer.nullable(),
});
export type WaitlistEntry = z.infer<typeof ZWaitlistEntry>;

/** A freed cell of the agenda and the entries fitting it, urgent first, then the oldest. */
export const ZFreedSlot = z.object({
  date: z.string(),
  time: z.string(),
  roomId: z.number().int(),
  /** The physiotherapist of the appointment (or block) that freed it. */
  physiotherapistId: z.number().int(),
  matches: z.array(ZWaitlistEntry),
});
export type FreedSlotMatches = z.infer<typeof ZFreedSlot>;

/** What answering an offer did: `agendado` (booked), or why not. */
export const WAITLIST_ANSWER_OUTCOMES = ['agendado', 'recusado', 'preenchido', 'expirada', 'respondida', 'invalida'] as const;
export type WaitlistAnswerOutcome = (typeof WAITLIST_ANSWER_OUTCOMES)[number];
export const ZWaitlistAnswer = z.object({
  outcome: z.enum(WAITLIST_ANSWER_OUTCOMES),
  /** What to tell the patient (Portuguese). */
  message: z.string(),
  offer: ZWaitlistOffer,
  appointment: ZAppointmentListItem.nullable(),
});
export type WaitlistAnswer = z.infer<typeof ZWaitlistAnswer>;
