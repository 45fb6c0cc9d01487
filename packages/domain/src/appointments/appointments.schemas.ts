import { z } from 'zod';

import { addDays, isIsoDate } from '../common/dates';
import { INVALID_DATE, optionalText, requiredDate } from '../common/fields';
import { MAX_ID, ZId, canonicalInteger } from '../common/ids';
import { ZVersion } from '../common/versions';
import { CONFIRMATION_STATES } from '../confirmations/confirmations.constants';
import {
  APPOINTMENT_BATCH_MAX,
  APPOINTMENT_RANGE_MAX_DAYS,
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPES,
  REMINDER_DAYS,
} from './appointments.constants';
import { ATTENDANCE_STATUSES, CANCELLED_BY, CANCEL_REASONS } from './appointments.attendance';
import { isGridTime } from './appointments.rules';
import { APPOINTMENT_TEXT as T } from './appointments.text';

export * from './appointments.constants';

const dateField = requiredDate(T.dateRequired);

const timeField = z
  .string({ error: T.timeRequired })
  .trim()
  .min(1, { message: T.timeRequired, abort: true })
  .refine(isGridTime, T.invalidTime);

/**
 * Body numbers stay numbers: the REST adapter switches on coercion for every bare ZodNumber of an
 * input on its first request (docs/STACK-NOTES.md, trap 4), which would read `null` as 0 (a block). Behind
 * a pipe it leaves them alone.
 */
const strict = (schema: z.ZodNumber) => schema.pipe(z.number());

/** A positive id in a JSON body. */
const bodyId = (message: string) => strict(z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message));

export const appointmentFields = {
  /** 0 means a block ('Bloquear Horário'): stored with no patient, in the active room with the lowest id. */
  patientId: strict(
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? T.patientRequired : T.invalidPatientId) })
      .int(T.invalidPatientId)
      .min(0, T.invalidPatientId)
      .max(MAX_ID, T.invalidPatientId),
  ),
  physiotherapistId: bodyId(T.physiotherapistRequired),
  roomId: bodyId(T.roomRequired),
  date: dateField,
  time: timeField,
  notes: optionalText(2000, { typeError: 'Observações inválidas' }),
  type: z.enum(APPOINTMENT_TYPES, { error: T.invalidType }),
  paymentPercentage: strict(z.number({ error: T.invalidPayment }).int(T.invalidPayment).min(0, T.invalidPayment).max(100, T.invalidPayment)),
  reminderDays: z.union([z.literal(REMINDER_DAYS[0]), z.literal(REMINDER_DAYS[1])], { error: T.invalidReminder }),
  status: z.enum(APPOINTMENT_STATUSES, { error: T.invalidStatus }),
};

/** A new appointment or block (POST /api/appointments): spec §5 messages, §9 defaults. */
export const ZAppointmentInput = z.object({
  patientId: appointmentFields.patientId,
  physiotherapistId: appointmentFields.physiotherapistId,
  roomId: appointmentFields.roomId,
  date: appointmentFields.date,
  time: appointmentFields.time,
  notes: appointmentFields.notes,
  type: appointmentFields.type.default('consulta'),
  paymentPercentage: appointmentFields.paymentPercentage.default(0),
  reminderDays: appointmentFields.reminderDays.default(1),
});
export type AppointmentInput = z.input<typeof ZAppointmentInput>;
export type AppointmentValues = z.output<typeof ZAppointmentInput>;

/** An edit (PUT /api/appointments/{id}): only the fields sent change; status can be set here. */
export const ZAppointmentUpdate = z.object(appointmentFields).partial();
export type AppointmentUpdate = z.input<typeof ZAppointmentUpdate>;
export type AppointmentChanges = z.output<typeof ZAppointmentUpdate>;

/** Several appointments saved together ('+ Atendimento' rows, a weekly series): all or none. */
export const ZAppointmentBatchInput = z.object({
  appointments: z
    .array(ZAppointmentInput, { error: 'Envie a lista de agendamentos' })
    .min(1, 'Envie ao menos um agendamento')
    .max(APPOINTMENT_BATCH_MAX, `No máximo ${APPOINTMENT_BATCH_MAX} agendamentos de uma vez`),
});
export type AppointmentBatchInput = z.input<typeof ZAppointmentBatchInput>;

/** Query-string helpers: numbers coerced explicitly (docs/STACK-NOTES.md, trap 4); '' means none. */
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const queryId = z.preprocess(emptyToUndefined, ZId.optional());
const queryDate = z.preprocess(emptyToUndefined, z.string().trim().refine(isIsoDate, INVALID_DATE).optional());

/**
 * GET /api/appointments: `date` (one day), or `startDate` and `endDate` (inclusive, at most 93 days),
 * or neither (today onwards, in pages of APPOINTMENT_PAGE_SIZE; `offset` for the next ones).
 * Cancelled appointments only with `includeCancelled=true`.
 */
export const ZAppointmentListQuery = z
  .object({
    date: queryDate,
    startDate: queryDate,
    endDate: queryDate,
    physiotherapistId: queryId,
    roomId: queryId,
    /** "true"/"false" in a query string, a boolean over tRPC. */
    includeCancelled: z.preprocess(
      (v) => (typeof v === 'boolean' ? String(v) : emptyToUndefined(v)),
      z.stringbool({ error: 'Use true ou false' }).optional(),
    ),
    offset: z.preprocess(
      emptyToUndefined,
      z
        .preprocess(canonicalInteger, z.number({ error: 'Número inválido' }).int('Número inválido').min(0, 'Número inválido').max(MAX_ID, 'Número inválido'))
        .optional(),
    ),
  })
  .superRefine((q, ctx) => {
    if (q.date !== undefined && (q.startDate !== undefined || q.endDate !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'Use date ou startDate/endDate, não ambos' });
    }
    if ((q.startDate === undefined) !== (q.endDate === undefined)) {
      ctx.addIssue({ code: 'custom', path: [q.startDate === undefined ? 'startDate' : 'endDate'], message: 'Informe startDate e endDate' });
    } else if (q.startDate !== undefined && q.endDate !== undefined) {
      if (q.endDate < q.startDate) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'A data final deve ser igual ou posterior à inicial' });
      } else if (addDays(q.startDate, APPOINTMENT_RANGE_MAX_DAYS - 1) < q.endDate) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: `Período máximo de ${APPOINTMENT_RANGE_MAX_DAYS} dias` });
      }
    }
  });
export type AppointmentListQuery = z.input<typeof ZAppointmentListQuery>;
export type AppointmentListFilter = z.output<typeof ZAppointmentListQuery>;

/**
 * A required id in a query string (#20.7): decimal digits only, like a path id ('0x1', '1e0', ' 1',
 * '01' or '1.0' answer `invalid`, which names the field); missing, empty or 0 answers `required`.
 * A number (tRPC) passes as it is. Neither a preprocess nor a bare number: the OpenAPI document reads a
 * preprocess as optional, and the REST adapter converts a bare number's string with Number() before
 * any check sees it. A union piped into a transform is neither; the document shows the integer it takes.
 */
const requiredQueryId = (required: string, invalid: string) =>
  z
    .union([z.number(), z.string()], { error: required })
    .transform((value, ctx) => {
      const id = canonicalInteger(value);
      if (value === '' || id === 0) {
        ctx.issues.push({ code: 'custom', message: required, input: value });
        return z.NEVER;
      }
      if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) {
        ctx.issues.push({ code: 'custom', message: invalid, input: value });
        return z.NEVER;
      }
      return id;
    })
    .meta({
      override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
        for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
        Object.assign(jsonSchema, { type: 'integer', minimum: 1, maximum: MAX_ID });
      },
    });

/**
 * A required text in a query string: missing, null or empty answers `message`. No preprocess: the
 * OpenAPI document reads a preprocessed field as optional (it said date and time were optional).
 */
const requiredQueryText = (message: string) => z.string({ error: message }).trim().min(1, { message, abort: true });

/** The slot a conflict check asks about; the appointment being edited never conflicts with itself. */
const slotQuery = {
  date: requiredQueryText(T.dateRequired).refine(isIsoDate, INVALID_DATE),
  time: requiredQueryText(T.timeRequired).refine(isGridTime, T.invalidTime),
  excludeId: queryId,
};

/** GET /api/appointments/check-conflict: is this room taken at this slot? */
export const ZRoomConflictQuery = z.object({ roomId: requiredQueryId(T.roomRequired, T.invalidRoomQueryId), ...slotQuery });
export type RoomConflictQuery = z.input<typeof ZRoomConflictQuery>;

/** GET /api/appointments/check-physiotherapist-conflict: is this physiotherapist busy at this slot? */
export const ZPhysiotherapistConflictQuery = z.object({ physiotherapistId: requiredQueryId(T.physiotherapistRequired, T.invalidPhysiotherapistQueryId), ...slotQuery });
export type PhysiotherapistConflictQuery = z.input<typeof ZPhysiotherapistConflictQuery>;

/** GET /api/appointments/check-patient-conflict: is this patient booked elsewhere at this slot? */
export const ZPatientConflictQuery = z.object({ patientId: requiredQueryId(T.patientRequired, T.invalidPatientQueryId), ...slotQuery });
export type PatientConflictQuery = z.input<typeof ZPatientConflictQuery>;

const ZPersonName = z.object({ firstName: z.string(), lastName: z.string() });

/** An appointment as every answer carries it: patient (null for a block), physiotherapist and room nested. */
export const ZAppointmentListItem = z.object({
  id: z.number().int(),
  /** null: a blocked slot ('BLOQUEADO'). */
  patientId: z.number().int().nullable(),
  physiotherapistId: z.number().int(),
  roomId: z.number().int(),
  date: z.string(),
  time: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  notes: z.string().nullable(),
  type: z.enum(APPOINTMENT_TYPES),
  paymentPercentage: z.number().int(),
  reminderDays: z.number().int(),
  createdAt: z.string(),
  /** Raised on every change; send it back with an update to refuse overwriting someone else's change. */
  version: ZVersion,
  /** What happened (issue #23); `status` is derived from it. */
  attendanceStatus: z.enum(ATTENDANCE_STATUSES),
  /** Cancelled states: why (a CANCEL_REASONS code), a note, who ('paciente' or 'clinica') and when; null otherwise. */
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  cancelNote: z.string().nullable(),
  cancelledBy: z.enum(CANCELLED_BY).nullable(),
  cancelledAt: z.string().nullable(),
  /** `remarcado`: the appointment that replaced this one. */
  rescheduledToId: z.number().int().nullable(),
  /** The treatment package it belongs to (issue #24), its place in it ('Sessão 4 de 10') and the package's size; null without one. */
  packageId: z.number().int().nullable(),
  sessionNumber: z.number().int().nullable(),
  sessionsTotal: z.number().int().nullable(),
  patient: ZPersonName.nullable(),
  physiotherapist: ZPersonName.extend({ color: z.string() }),
  room: z.object({ name: z.string() }),
  /** The WhatsApp confirmation state reception sees (null: a block). */
  confirmation: z.enum(CONFIRMATION_STATES).nullable(),
});
export type AppointmentListItem = z.infer<typeof ZAppointmentListItem>;
/** The same shape answers create, update, cancel and get. */
export const ZAppointment = ZAppointmentListItem;
export type Appointment = AppointmentListItem;

/** A conflict check's answer: whether the slot is taken, and by what (for the banner). */
export const ZConflictResult = z.object({
  hasConflict: z.boolean(),
  /** The appointment or block holding the slot (null when free). */
  conflict: ZAppointmentListItem.nullable(),
  /** The spec's sentence for it (null when free). */
  message: z.string().nullable(),
});
export type ConflictResult = z.infer<typeof ZConflictResult>;
