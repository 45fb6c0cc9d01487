/** Pure agenda rules: grid slots, the hour an appointment spans, shift windows, the week shown. */
import { addDays, formatIsoDate } from '../common/dates';
import type { Shift } from '../users/users.schemas';
import { GRID_TIMES, SHIFT_WINDOWS } from './appointments.constants';

/** True for a slot of the grid: 'HH:00' from 08:00 to 19:00. */
export function isGridTime(time: string): boolean {
  return GRID_TIMES.includes(time);
}

/** The end of the one-hour appointment starting at `time` ('08:00' → '09:00'). */
export function endTime(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${String((h + 1) % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** '08:00–09:00': the span the activity log and the screens show (spec §9). */
export function slotSpan(time: string): string {
  return `${time}–${endTime(time)}`;
}

/** Whether an appointment at `time` ('HH:MM') falls inside the shift (a warning only, never blocks). */
export function isWithinShift(shift: Shift, time: string): boolean {
  const window = SHIFT_WINDOWS[shift];
  const [h, m] = time.split(':').map(Number) as [number, number];
  const minutes = h * 60 + m;
  return minutes >= window.start * 60 && minutes < window.end * 60;
}

/** '{first name} já tem um compromisso às {time}' (spec §5). */
export function physiotherapistConflictMessage(firstName: string, time: string): string {
  return `${firstName} já tem um compromisso às ${time}`;
}

/** 'Já existe um agendamento para {time} do dia {dd/MM/yyyy} na sala selecionada' (spec §5). */
export function roomConflictMessage(time: string, isoDate: string): string {
  return `Já existe um agendamento para ${time} do dia ${formatIsoDate(isoDate)} na sala selecionada`;
}

/** 'Paciente já tem um agendamento às {time}': a patient cannot be in two rooms at once. */
export function patientConflictMessage(time: string): string {
  return `Paciente já tem um agendamento às ${time}`;
}

/** 'Fora do turno de {first name}' (spec §2). */
export function outOfShiftMessage(firstName: string): string {
  return `Fora do turno de ${firstName}`;
}

/** Day of the week of a yyyy-MM-dd day: 0 Sunday … 6 Saturday. */
export function weekdayOf(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * The week view's days (spec §2): Monday to Friday of the week that starts on the Sunday on or
 * before `isoDate` (so a Saturday shows the Monday–Friday just before it).
 */
export function workWeekOf(isoDate: string): string[] {
  const sunday = addDays(isoDate, -weekdayOf(isoDate));
  return [1, 2, 3, 4, 5].map((n) => addDays(sunday, n));
}

/** The same slot `weeks` times, a week apart, starting at `isoDate` (a treatment series). */
export function weeklySeries(isoDate: string, weeks: number): string[] {
  return Array.from({ length: Math.max(0, weeks) }, (_, i) => addDays(isoDate, i * 7));
}
