import {
  APPOINTMENT_TEXT as T,
  type AppointmentInput,
  type AppointmentListItem,
  type AppointmentStatus,
  type AppointmentType,
  type AppointmentUpdate,
  GRID_TIMES,
  type ReminderDays,
  addDays,
  endTime,
  weekdayOf,
  weeklySeries,
} from '@clinic/domain';

/** 'Agendamento' books a patient; 'Bloquear Horário' blocks the slot (no patient, room 1). */
export type BookingMode = 'appointment' | 'block';

/** One '+ Atendimento' row: another slot saved with the main one. */
export interface ExtraRow {
  /** Stable per dialog, for React keys and the conflict answers. */
  key: number;
  date: string | null;
  time: string | null;
  roomId: number | null;
}

export interface AppointmentFormValues {
  mode: BookingMode;
  date: string | null;
  time: string | null;
  roomId: number | null;
  patientId: number | null;
  physiotherapistId: number | null;
  type: AppointmentType;
  /** 0 to 100: the dialog offers 0, 50 and 100, and keeps any other value a REST client saved. */
  paymentPercentage: number;
  reminderDays: ReminderDays;
  notes: string;
  status: AppointmentStatus;
  extras: ExtraRow[];
}

/** A slot of the dialog (the main one has key 0), with the room it will really use. */
export interface SlotRow {
  key: number;
  date: string | null;
  time: string | null;
  roomId: number | null;
}

export const MAIN_ROW_KEY = 0;

/** Where a new appointment starts: the cell that was clicked. */
export interface SlotStart {
  date: string;
  time: string;
  roomId: number | null;
}

/** What the appointment dialog opens on: a free slot (new) or an appointment (edit). */
export type DialogTarget = { kind: 'new'; start: SlotStart } | { kind: 'edit'; appointment: AppointmentListItem };

export function newAppointmentValues(start: SlotStart, physiotherapistId: number | null): AppointmentFormValues {
  return {
    mode: 'appointment',
    date: start.date,
    time: start.time,
    roomId: start.roomId,
    patientId: null,
    physiotherapistId,
    type: 'consulta',
    paymentPercentage: 0,
    reminderDays: 1,
    notes: '',
    status: 'scheduled',
    extras: [],
  };
}

export function editAppointmentValues(appointment: AppointmentListItem): AppointmentFormValues {
  return {
    mode: appointment.patientId === null ? 'block' : 'appointment',
    date: appointment.date,
    time: appointment.time,
    roomId: appointment.roomId,
    patientId: appointment.patientId,
    physiotherapistId: appointment.physiotherapistId,
    type: appointment.type,
    paymentPercentage: appointment.paymentPercentage,
    reminderDays: appointment.reminderDays === 2 ? 2 : 1,
    notes: appointment.notes ?? '',
    status: appointment.status,
    extras: [],
  };
}

/** The room a row really uses: a block always goes to room 1. */
function roomOf(values: AppointmentFormValues, roomId: number | null, blockRoomId: number | null): number | null {
  return values.mode === 'block' ? blockRoomId : roomId;
}

/** The main slot and every '+ Atendimento' row, as they will be saved. */
export function slotRows(values: AppointmentFormValues, blockRoomId: number | null): SlotRow[] {
  return [
    { key: MAIN_ROW_KEY, date: values.date, time: values.time, roomId: roomOf(values, values.roomId, blockRoomId) },
    ...values.extras.map((row) => ({ ...row, roomId: roomOf(values, row.roomId, blockRoomId) })),
  ];
}

/**
 * Rows that repeat the date and time of an earlier row: one physiotherapist cannot be in two
 * places at once, so these collide before the server is even asked.
 */
export function repeatedSlotKeys(rows: readonly SlotRow[]): Set<number> {
  const seen = new Set<string>();
  const repeated = new Set<number>();
  for (const row of rows) {
    if (!row.date || !row.time) continue;
    const slot = `${row.date} ${row.time}`;
    if (seen.has(slot)) repeated.add(row.key);
    seen.add(slot);
  }
  return repeated;
}

/**
 * Where a new '+ Atendimento' row starts: one hour after the last row (the main slot when there is
 * none), so it does not open on the slot just taken by this very dialog; after 19:00, the next
 * weekday at 08:00. Same room; empty when the last row has no date or time yet.
 */
export function nextExtraSlot(values: AppointmentFormValues): Pick<ExtraRow, 'date' | 'time' | 'roomId'> {
  const last = values.extras[values.extras.length - 1] ?? values;
  if (!last.date || !last.time) return { date: last.date, time: last.time, roomId: last.roomId };
  const later = endTime(last.time);
  if (GRID_TIMES.includes(later)) return { date: last.date, time: later, roomId: last.roomId };
  let date = addDays(last.date, 1);
  while (weekdayOf(date) === 0 || weekdayOf(date) === 6) date = addDays(date, 1);
  return { date, time: GRID_TIMES[0] ?? '08:00', roomId: last.roomId };
}

/** 'Repetir semanalmente': the main slot again each week after it, `weeks` times, as '+ Atendimento' rows. */
export function weeklyRows(values: AppointmentFormValues, weeks: number, firstKey: number): ExtraRow[] {
  if (!values.date) return [];
  return weeklySeries(values.date, weeks + 1)
    .slice(1)
    .map((date, i) => ({ key: firstKey + i, date, time: values.time, roomId: values.roomId }));
}

/**
 * The '+ Atendimento' rows after 'Repetir semanalmente': the rows already there are kept, the series
 * is added after them without repeating a day and hour already listed, up to `maxRows` in all.
 */
export function extrasWithWeeklySeries(
  values: AppointmentFormValues,
  weeks: number,
  nextKey: () => number,
  maxRows: number,
): ExtraRow[] {
  const listed = new Set(values.extras.map((row) => `${row.date} ${row.time}`));
  const room = Math.max(0, maxRows - values.extras.length);
  const series = weeklyRows(values, weeks, 0)
    .filter((row) => !listed.has(`${row.date} ${row.time}`))
    .slice(0, room)
    .map((row) => ({ ...row, key: nextKey() }));
  return [...values.extras, ...series];
}

/** Client-side checks with the §5 messages (the server checks the same again). */
export function validateAppointment(values: AppointmentFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.date) errors.date = T.dateRequired;
  if (!values.time) errors.time = T.timeRequired;
  if (values.mode === 'appointment' && !values.roomId) errors.roomId = T.roomRequired;
  if (values.mode === 'appointment' && values.patientId === null) errors.patientId = T.patientRequired;
  if (values.physiotherapistId === null) errors.physiotherapistId = T.physiotherapistRequired;
  values.extras.forEach((row, i) => {
    if (!row.date) errors[`extras.${i}.date`] = T.dateRequired;
    if (!row.time) errors[`extras.${i}.time`] = T.timeRequired;
    if (values.mode === 'appointment' && !row.roomId) errors[`extras.${i}.roomId`] = T.roomRequired;
  });
  return errors;
}

function shared(values: AppointmentFormValues) {
  const notes = values.notes.trim();
  return {
    patientId: values.mode === 'block' ? 0 : (values.patientId ?? 0),
    physiotherapistId: values.physiotherapistId ?? 0,
    notes: notes === '' ? null : notes,
    type: values.type,
    paymentPercentage: values.paymentPercentage,
    reminderDays: values.reminderDays,
  };
}

/** What a new booking sends: the main slot first, then each '+ Atendimento' row (one batch when several). */
export function toCreateInputs(values: AppointmentFormValues, blockRoomId: number | null): AppointmentInput[] {
  const common = shared(values);
  return slotRows(values, blockRoomId).map((row) => ({
    ...common,
    date: row.date ?? '',
    time: row.time ?? '',
    roomId: row.roomId ?? 0,
  }));
}

/** What an edit sends: every field of the dialog, the status included. */
export function toUpdateInput(values: AppointmentFormValues, blockRoomId: number | null): AppointmentUpdate {
  const [main] = toCreateInputs({ ...values, extras: [] }, blockRoomId);
  return { ...main, status: values.status };
}
