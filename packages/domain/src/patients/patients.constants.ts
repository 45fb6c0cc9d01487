/** The 31 dysfunction options of spec §9, spelled exactly as there (they are stored as written). */
export const DYSFUNCTIONS = [
  'Dor na relação',
  'Dor pélvica',
  'Incontinencia urinária',
  'Retenção / dor urinar',
  'Bexiga caída',
  'Incontinencia fecal',
  'Constipação',
  'Pre-operatória cirurgias pélvicas',
  'Reabilitação pós-cirurgica',
  'Endometriose',
  'Pós prostatectomica',
  'Fistulectomia',
  'Prevenção',
  'Fissura',
  'Menopausa/climatério',
  'Prolapso',
  'Sensação vagina larga/flatos',
  'Laser - pontos e mamas',
  'Ejaculação prematura',
  'Disfunção erétil',
  'Ejaculação tardia',
  'Preparação pre parto',
  'Preparação pos parto',
  'Atendimento pós parto',
  'Taping pós parto',
  'Plano de parto',
  'Aula de parto',
  'Doulagem',
  'Diástase',
  'Redesignação sexual',
  'Sem queixa',
] as const;
export type Dysfunction = (typeof DYSFUNCTIONS)[number];

/** Patient status (spec §4): freely editable, Ativo by default. */
export const PATIENT_STATUSES = ['Ativo', 'Pre-alta', 'Alta', 'Desistência', 'Pausa'] as const;
export type PatientStatus = (typeof PATIENT_STATUSES)[number];
export const DEFAULT_PATIENT_STATUS: PatientStatus = 'Ativo';
/** Badge colours of spec §4 (Mantine colour names). */
export const PATIENT_STATUS_COLORS: Record<PatientStatus, string> = {
  Ativo: 'green',
  'Pre-alta': 'yellow',
  Alta: 'blue',
  Desistência: 'red',
  Pausa: 'gray',
};
/** The status whose patients the treatment-end filter looks at (spec §9). */
export const DISCHARGED_STATUS: PatientStatus = 'Alta';

export const SEXES = ['male', 'female', 'intersex'] as const;
export type Sex = (typeof SEXES)[number];
export const SEX_LABELS: Record<Sex, string> = { male: 'Masculino', female: 'Feminino', intersex: 'Intersexo' };

export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const MARITAL_STATUS_LABELS: Record<MaritalStatus, string> = {
  single: 'Solteiro(a)',
  married: 'Casado(a)',
  divorced: 'Divorciado(a)',
  widowed: 'Viúvo(a)',
};

/** The 27 Brazilian federative units. */
export const BRAZILIAN_STATES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;
export type BrazilianState = (typeof BRAZILIAN_STATES)[number];

/** Column sizes of the patients table (spec §3); the form's CEP allows 9 characters (00000-000). */
export const PATIENT_LIMITS = {
  firstName: 100,
  lastName: 100,
  phone: 20,
  email: 255,
  address: 500,
  origin: 200,
  profession: 100,
  cpf: 14,
  rg: 20,
  gender: 10,
  cep: 9,
  city: 100,
} as const;

/** Rows a picker search answers with, at most. */
export const PATIENT_PICKER_LIMIT = 20;
/** Largest page the list answers with. */
export const PATIENT_PAGE_MAX = 200;
