import { z } from 'zod';

import { toIsoDate } from '../common/dates';
import {
  createAndUpdate,
  emptyToNull,
  maxText,
  optionalChoice,
  optionalDate,
  optionalText,
  queryChoice,
  queryBoolean,
  queryDate,
  requiredDate,
  requiredText,
} from '../common/fields';
import { ZId, queryInteger } from '../common/ids';
import { requiredPhone } from '../common/phone';
import { ZVersion } from '../common/versions';
import { optionalCpf } from '../users/cpf';
import {
  BRAZILIAN_STATES,
  type BrazilianState,
  DEFAULT_PATIENT_STATUS,
  DYSFUNCTIONS,
  MARITAL_STATUSES,
  PATIENT_LIMITS as MAX,
  PATIENT_PAGE_MAX,
  PATIENT_STATUSES,
  SEXES,
} from './patients.constants';
import { formatCep } from './patients.rules';
import { GENDERS } from '../users/users.schemas';
import { ZWhatsappConsent } from '../whatsapp/whatsapp.schemas';

export const patientFields = {
  firstName: requiredText(MAX.firstName, 'Nome é obrigatório'),
  lastName: requiredText(MAX.lastName, 'Sobrenome é obrigatório'),
  /** Stored as `(xx) xxxxx-xxxx` (or `(xx) xxxx-xxxx`), however it was written (+55, punctuation). */
  phone: requiredPhone(MAX.phone, { required: 'Telefone é obrigatório', invalid: 'Telefone inválido: use (xx) xxxxx-xxxx' }),
  email: z
    .string({ error: 'Email inválido' })
    .trim()
    .toLowerCase()
    .max(MAX.email, maxText(MAX.email))
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Email inválido')
    .transform(emptyToNull)
    .nullish(),
  address: optionalText(MAX.address),
  origin: optionalText(MAX.origin),
  birthDate: requiredDate('Data de nascimento é obrigatória').refine((v) => v >= '1900-01-01' && v <= toIsoDate(), 'Data de nascimento inválida'),
  profession: optionalText(MAX.profession),
  maritalStatus: optionalChoice(MARITAL_STATUSES, 'Estado civil inválido'),
  /** Check digits verified; stored as `000.000.000-00`. */
  cpf: optionalCpf({ max: MAX.cpf, typeError: 'CPF inválido' }),
  rg: optionalText(MAX.rg),
  gender: optionalChoice(GENDERS, 'Gênero inválido'),
  sex: optionalChoice(SEXES, 'Sexo inválido'),
  /** Stored as `00000-000`. */
  cep: z
    .string({ error: 'CEP inválido' })
    .trim()
    .max(MAX.cep, { message: maxText(MAX.cep), abort: true })
    .refine((v) => v === '' || /^\d{5}-?\d{3}$/.test(v), 'CEP inválido (use 00000-000)')
    .transform((v) => (v === '' ? null : formatCep(v)))
    .nullish(),
  city: optionalText(MAX.city),
  state: z
    .string({ error: 'UF inválida' })
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || (BRAZILIAN_STATES as readonly string[]).includes(v), 'UF inválida')
    .transform((v) => (v === '' ? null : (v as BrazilianState)))
    .nullish(),
  dysfunctions: z
    .array(z.enum(DYSFUNCTIONS, { error: 'Disfunção inválida' }), { error: 'Disfunções inválidas' })
    .max(DYSFUNCTIONS.length, 'Disfunções repetidas')
    .transform((list) => [...new Set(list)]),
  status: z.enum(PATIENT_STATUSES, { error: 'Status inválido' }),
  originDate: optionalDate,
  conversionDate: optionalDate,
  preDischargeDate: optionalDate,
  dischargeDate: optionalDate,
};

/** A new patient (POST /api/patients): §5 messages for the four required fields. An update changes only the fields sent. */
export const { create: ZPatientInput, update: ZPatientUpdate } = createAndUpdate(patientFields, {
  dysfunctions: [],
  status: DEFAULT_PATIENT_STATUS,
});
export type PatientInput = z.input<typeof ZPatientInput>;
export type PatientValues = z.output<typeof ZPatientInput>;
export type PatientUpdate = z.input<typeof ZPatientUpdate>;
export type PatientChanges = z.output<typeof ZPatientUpdate>;

/** Quick-create from the agenda (spec §2): five fields, the same rules. */
export const ZQuickPatientInput = z.object({
  firstName: patientFields.firstName,
  lastName: patientFields.lastName,
  phone: patientFields.phone,
  email: patientFields.email,
  birthDate: patientFields.birthDate,
});
export type QuickPatientInput = z.input<typeof ZQuickPatientInput>;

/** A patient as every response carries it. */
export const ZPatient = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  origin: z.string().nullable(),
  birthDate: z.string(),
  profession: z.string().nullable(),
  maritalStatus: z.enum(MARITAL_STATUSES).nullable(),
  cpf: z.string().nullable(),
  rg: z.string().nullable(),
  gender: z.string().nullable(),
  sex: z.enum(SEXES).nullable(),
  cep: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  dysfunctions: z.array(z.string()),
  status: z.enum(PATIENT_STATUSES),
  originDate: z.string().nullable(),
  conversionDate: z.string().nullable(),
  preDischargeDate: z.string().nullable(),
  dischargeDate: z.string().nullable(),
  createdAt: z.string(),
  /** Raised on every change; send it back with an update to refuse overwriting someone else's change. */
  version: ZVersion,
  /** Whole years today, on the clinic's calendar. */
  age: z.number().int(),
  /**
   * True while the birth date is on or after the day the patient was registered: the placeholder a
   * lead conversion sets (today). The list shows 'Cadastro incompleto' until the real date is entered.
   */
  registrationIncomplete: z.boolean(),
  /** Earliest completed consulta (automatic). */
  consultationDoneDate: z.string().nullable(),
  /** Earliest completed atendimento after that consulta (automatic). */
  firstAttendanceDate: z.string().nullable(),
  /** Earliest scheduled or completed atendimento (the first-appointment filter). */
  firstAppointmentDate: z.string().nullable(),
  /**
   * When the patient was archived (ISO-8601), or null. An archived patient is kept but left out of
   * the list, the pickers and the agenda's search; `GET /api/patients?archived=true` lists them.
   */
  archivedAt: z.string().nullable(),
  /** Consent to WhatsApp reminders: given or not, when, from where and the exact text shown. */
  whatsappConsent: ZWhatsappConsent,
});
export type Patient = z.infer<typeof ZPatient>;

/** What a patient picker shows and searches (name, phone, CPF or email). */
export const ZPatientOption = ZPatient.pick({ id: true, firstName: true, lastName: true, phone: true, cpf: true, email: true });
export type PatientOption = z.infer<typeof ZPatientOption>;

/**
 * Filters of the patient list (all optional, combined with AND). Without `limit` and `offset` the
 * answer is the whole filtered list (an array); with either, one page `{ total, items }`.
 */
export const ZPatientListQuery = z.object({
  /** Name, phone digits or email; case- and accent-insensitive; every word must match. */
  search: z.string().trim().max(100, maxText(100)).optional(),
  sex: queryChoice(SEXES, 'Sexo inválido'),
  status: queryChoice(PATIENT_STATUSES, 'Status inválido'),
  /** Any of these (repeat the parameter for several). */
  dysfunctions: z
    .union([z.enum(DYSFUNCTIONS, { error: 'Disfunção inválida' }), z.array(z.enum(DYSFUNCTIONS, { error: 'Disfunção inválida' }))], {
      error: 'Disfunção inválida',
    })
    .optional()
    .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v])),
  /** First appointment (earliest scheduled or completed atendimento) on or after this day. */
  firstAppointmentFrom: queryDate,
  /** First appointment on or before this day. */
  firstAppointmentTo: queryDate,
  /** Treatment end (status Alta, by creation date) on or after this day. */
  treatmentEndFrom: queryDate,
  /** Treatment end on or before this day. */
  treatmentEndTo: queryDate,
  /**
   * `true`: only the archived patients ('Arquivados'). Absent or `false`: only those not archived,
   * as the list always answered. "true"/"false" in a query string, a boolean over tRPC.
   */
  archived: queryBoolean,
  limit: queryInteger(1, PATIENT_PAGE_MAX),
  offset: queryInteger(0, 2_147_483_647),
});
export type PatientListQuery = z.input<typeof ZPatientListQuery>;
export type PatientListFilter = z.output<typeof ZPatientListQuery>;

export const ZPatientPage = z.object({ total: z.number().int(), items: z.array(ZPatient) });
export type PatientPage = z.infer<typeof ZPatientPage>;

/** GET /api/patients: an array without paging parameters, a page with them. */
export const ZPatientListResult = z.union([z.array(ZPatient), ZPatientPage]);
export type PatientListResult = z.infer<typeof ZPatientListResult>;

export const ZPatientSearchQuery = z.object({
  q: z.string({ error: 'Informe o termo de busca' }).trim().max(100, maxText(100)),
});

/** What the delete confirmation needs to know. */
export const ZPatientRelatedData = z.object({
  appointmentCount: z.number().int(),
  treatmentCount: z.number().int(),
  appointments: z.array(
    z.object({ id: z.number().int(), date: z.string(), time: z.string(), roomName: z.string() }),
  ),
});
export type PatientRelatedData = z.infer<typeof ZPatientRelatedData>;

/** DELETE /api/patients/{id}[?forceCascade=true]: a query boolean ("true"/"false"), or a boolean over tRPC. */
export const ZDeletePatientInput = z.object({
  id: ZId,
  forceCascade: z
    .union([z.boolean(), z.stringbool({ error: 'Use true ou false' })], { error: 'Use true ou false' })
    .optional()
    .transform((v) => v ?? false),
});

export const ZDeletePatientResult = z.object({
  success: z.literal(true),
  deletedAppointments: z.number().int(),
  deletedTreatments: z.number().int(),
});
export type DeletePatientResult = z.infer<typeof ZDeletePatientResult>;
