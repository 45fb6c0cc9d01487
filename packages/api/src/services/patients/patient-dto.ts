import type { PatientWithDerivedDates } from '@clinic/db';
import { type MaritalStatus, type Patient, type PatientStatus, type Sex, type WhatsappConsent, ageInYears, consentText, isBirthDatePlaceholder, toIsoDate } from '@clinic/domain';

/** The day the patient entered the clinic: her record's creation, or the lead's conversion if earlier. */
function registeredOn(row: PatientWithDerivedDates): string {
  const created = toIsoDate(row.createdAt);
  return row.conversionDate && row.conversionDate < created ? row.conversionDate : created;
}

/** A patient row (with its derived dates) as responses carry it; `today` is the clinic's yyyy-MM-dd. */
export function toPatientDto(row: PatientWithDerivedDates, today: string): Patient {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    email: row.email,
    address: row.address,
    origin: row.origin,
    birthDate: row.birthDate,
    profession: row.profession,
    maritalStatus: row.maritalStatus as MaritalStatus | null,
    cpf: row.cpf,
    rg: row.rg,
    gender: row.gender,
    sex: row.sex as Sex | null,
    cep: row.cep,
    city: row.city,
    state: row.state,
    dysfunctions: row.dysfunctions,
    status: row.status as PatientStatus,
    originDate: row.originDate,
    conversionDate: row.conversionDate,
    preDischargeDate: row.preDischargeDate,
    dischargeDate: row.dischargeDate,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    age: ageInYears(row.birthDate, today),
    registrationIncomplete: isBirthDatePlaceholder(row.birthDate, registeredOn(row)),
    consultationDoneDate: row.consultationDoneDate,
    firstAttendanceDate: row.firstAttendanceDate,
    firstAppointmentDate: row.firstAppointmentDate,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    whatsappConsent: {
      optedIn: row.whatsappOptIn,
      at: row.whatsappConsentAt?.toISOString() ?? null,
      source: (row.whatsappConsentSource as WhatsappConsent['source']) ?? null,
      text: row.whatsappConsentVersion === null ? null : (consentText('lembretes_whatsapp', row.whatsappConsentVersion) ?? null),
    },
  };
}

const FIELD_LABELS: Record<string, string> = {
  firstName: 'nome',
  lastName: 'sobrenome',
  phone: 'telefone',
  email: 'email',
  address: 'endereço',
  origin: 'origem',
  birthDate: 'data de nascimento',
  profession: 'profissão',
  maritalStatus: 'estado civil',
  cpf: 'CPF',
  rg: 'RG',
  gender: 'gênero',
  sex: 'sexo',
  cep: 'CEP',
  city: 'cidade',
  state: 'UF',
  dysfunctions: 'disfunções',
  status: 'status',
  originDate: 'data de origem',
  conversionDate: 'data de conversão',
  preDischargeDate: 'data de pré-alta',
  dischargeDate: 'data de alta',
};

/** What changed, in words for the activity log: "telefone, status Ativo → Alta". */
export function describePatientChanges(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(FIELD_LABELS)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => (key === 'status' ? `status ${String(before[key])} → ${String(after[key])}` : FIELD_LABELS[key]!));
}
