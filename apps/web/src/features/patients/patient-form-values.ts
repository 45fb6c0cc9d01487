import {
  DEFAULT_PATIENT_STATUS,
  type Dysfunction,
  type MaritalStatus,
  type Patient,
  type PatientInput,
  type PatientStatus,
  type PatientUpdate,
  type Sex,
  ZPatientInput,
} from '@clinic/domain';
import { z } from 'zod';

type Gender = NonNullable<PatientInput['gender']>;

/** What the patient form edits. Text stays a string ('' = empty) so the inputs stay controlled. */
export interface PatientFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  address: string;
  origin: string;
  /** yyyy-MM-dd or null. */
  birthDate: string | null;
  profession: string;
  maritalStatus: MaritalStatus | null;
  cpf: string;
  rg: string;
  gender: Gender | null;
  sex: Sex | null;
  cep: string;
  city: string;
  state: string | null;
  dysfunctions: Dysfunction[];
  status: PatientStatus;
  originDate: string | null;
  conversionDate: string | null;
  preDischargeDate: string | null;
  dischargeDate: string | null;
}

/** Free-text fields that are optional: sent only when non-empty after trimming. */
const OPTIONAL_TEXT = ['email', 'address', 'origin', 'profession', 'cpf', 'rg', 'cep', 'city'] as const;
/** Optional choices and dates: sent only when chosen. */
const OPTIONAL_CHOICES = ['maritalStatus', 'gender', 'sex', 'state', 'originDate', 'conversionDate', 'preDischargeDate', 'dischargeDate'] as const;
type OptionalField = (typeof OPTIONAL_TEXT)[number] | (typeof OPTIONAL_CHOICES)[number];

export function patientFormValues(patient: Patient | null): PatientFormValues {
  return {
    firstName: patient?.firstName ?? '',
    lastName: patient?.lastName ?? '',
    phone: patient?.phone ?? '',
    email: patient?.email ?? '',
    address: patient?.address ?? '',
    origin: patient?.origin ?? '',
    birthDate: patient?.birthDate ?? null,
    profession: patient?.profession ?? '',
    maritalStatus: patient?.maritalStatus ?? null,
    cpf: patient?.cpf ?? '',
    rg: patient?.rg ?? '',
    gender: (patient?.gender as Gender | null | undefined) ?? null,
    sex: patient?.sex ?? null,
    cep: patient?.cep ?? '',
    city: patient?.city ?? '',
    state: patient?.state ?? null,
    dysfunctions: (patient?.dysfunctions ?? []) as Dysfunction[],
    status: patient?.status ?? DEFAULT_PATIENT_STATUS,
    originDate: patient?.originDate ?? null,
    conversionDate: patient?.conversionDate ?? null,
    preDischargeDate: patient?.preDischargeDate ?? null,
    dischargeDate: patient?.dischargeDate ?? null,
  };
}

/** The value of an optional field as the request carries it, or undefined when it is empty. */
function filled(values: PatientFormValues, key: OptionalField): string | undefined {
  const value = values[key];
  if (value === null) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The request body before validation: required fields as typed, optional ones only when filled. */
function toRequestShape(values: PatientFormValues): PatientInput {
  const body: Record<string, unknown> = {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone,
    birthDate: values.birthDate ?? undefined,
    dysfunctions: values.dysfunctions,
    status: values.status,
  };
  for (const key of [...OPTIONAL_TEXT, ...OPTIONAL_CHOICES]) {
    const value = filled(values, key);
    if (value !== undefined) body[key] = value;
  }
  return body as PatientInput;
}

/** Validates the form with the server's own rules (§5 messages), under the matching fields. */
export const ZPatientFormValues = z.preprocess((values) => toRequestShape(values as PatientFormValues), ZPatientInput);

/** The create request: optional fields only when non-empty after trimming. */
export function toCreatePatientInput(values: PatientFormValues): PatientInput {
  ZPatientFormValues.parse(values);
  return toRequestShape(values);
}

/**
 * The update request: every field the form holds, except optional ones left empty that were
 * empty already; an optional field the user emptied is sent as null, so it is cleared.
 */
export function toUpdatePatientInput(values: PatientFormValues, patient: Patient): PatientUpdate {
  const body = toRequestShape(values) as Record<string, unknown>;
  for (const key of [...OPTIONAL_TEXT, ...OPTIONAL_CHOICES]) {
    if (body[key] === undefined && patient[key] !== null) body[key] = null;
  }
  return body as PatientUpdate;
}

/** The §5 messages of a failed submit, once each, for the 'Erro de validação' summary. */
export function validationMessages(errors: Record<string, unknown>): string[] {
  const messages = Object.values(errors).filter((message): message is string => typeof message === 'string' && message !== '');
  return [...new Set(messages)];
}
