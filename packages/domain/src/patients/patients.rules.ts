/** Pure patient rules: formats, age and the derived dates of spec §4 (phones: common/phone.ts). */

/** `01310100` → `01310-100`. */
export function formatCep(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}

/**
 * Whole years between a `yyyy-MM-dd` birth date and `today` (also `yyyy-MM-dd`, on the clinic's
 * calendar): the birthday itself counts; someone born on 29 February turns a year older on 1 March.
 */
export function ageInYears(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return Math.max(0, ty - by - (hadBirthday ? 0 : 1));
}

/**
 * A birth date on or after the day the patient was registered cannot be hers: it is the placeholder
 * a lead conversion sets (spec §3: birth date = today), or one typed in haste. Such a registration is
 * incomplete ('Cadastro incompleto') until someone enters the real date. Both `yyyy-MM-dd`;
 * `registeredOn` is the record's creation day, or the lead's conversion day if earlier.
 */
export function isBirthDatePlaceholder(birthDate: string, registeredOn: string): boolean {
  return birthDate >= registeredOn;
}

export interface AppointmentForDerivedDates {
  date: string;
  time: string;
  type: string;
  status: string;
}

export interface DerivedPatientDates {
  /** Earliest completed consulta. */
  consultationDoneDate: string | null;
  /**
   * Earliest completed atendimento after that consulta (date and time); with no completed
   * consulta, the earliest completed atendimento.
   */
  firstAttendanceDate: string | null;
  /** Earliest atendimento that is scheduled or completed (what the first-appointment filter uses). */
  firstAppointmentDate: string | null;
}

/**
 * The derived dates of spec §4, from a patient's appointments. The server computes the same in
 * SQL (packages/db patients queries); this is the rule in words a test can check.
 */
export function derivePatientDates(appointments: readonly AppointmentForDerivedDates[]): DerivedPatientDates {
  const sorted = [...appointments].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  const consultation = sorted.find((a) => a.type === 'consulta' && a.status === 'completed');
  const after = consultation ? `${consultation.date} ${consultation.time}` : '';
  const attendance = sorted.find(
    (a) => a.type === 'atendimento' && a.status === 'completed' && `${a.date} ${a.time}` > after,
  );
  const first = sorted.find((a) => a.type === 'atendimento' && (a.status === 'scheduled' || a.status === 'completed'));
  return {
    consultationDoneDate: consultation?.date ?? null,
    firstAttendanceDate: attendance?.date ?? null,
    firstAppointmentDate: first?.date ?? null,
  };
}

/**
 * GET /api/patients answers an array without paging parameters, a page (`PatientPage`) with them.
 * (Generic, so that this module imports nothing from the schemas, which import it.)
 */
export function isPatientPage<Item, Page extends { items: Item[] }>(result: Item[] | Page): result is Page {
  return !Array.isArray(result);
}
