import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

import type { Versioned } from './columns';

export interface PatientsTable extends Versioned {
  id: Generated<number>;
  firstName: string;
  lastName: string;
  phone: string;
  email: string | null;
  address: string | null;
  origin: string | null;
  birthDate: string;
  profession: string | null;
  maritalStatus: string | null;
  cpf: string | null;
  rg: string | null;
  gender: string | null;
  sex: string | null;
  cep: string | null;
  city: string | null;
  state: string | null;
  dysfunctions: Generated<string[]>;
  status: Generated<string>;
  originDate: string | null;
  conversionDate: string | null;
  preDischargeDate: string | null;
  dischargeDate: string | null;
  /** Generated: folded name and email plus phone digits (what the list search matches). */
  searchText: ColumnType<string, never, never>;
  /** Generated: the CPF's digits (what pickers match). */
  cpfDigits: ColumnType<string, never, never>;
  /** Kept by triggers on appointments: the earliest scheduled or completed atendimento (spec §4). */
  firstAppointmentDate: ColumnType<string | null, never, never>;
  /** When the patient was archived (out of the lists, pickers and the agenda's search); null: not archived. */
  archivedAt: Date | null;
  /** LGPD: when she was anonymised (irreversible); null: not anonymised. */
  anonymizedAt: Date | null;
  /** LGPD: elimination asked while her record must be kept: blocked from any use but the record. */
  processingBlockedAt: Date | null;
}
export type PatientRow = Selectable<PatientsTable>;
export type NewPatientRow = Insertable<PatientsTable>;
export type PatientRowUpdate = Updateable<PatientsTable>;
