import { fullName } from '@clinic/domain';
import type { AppointmentListItem } from '@clinic/domain';

/** One physiotherapist's day on paper: only the slots they hold, by time. */
export interface PrintSection {
  physiotherapistId: number;
  name: string;
  appointments: AppointmentListItem[];
}

/**
 * The print view's sections: non-cancelled appointments and blocks of the day, one section per
 * physiotherapist (alphabetical), each by time and room; with a physiotherapist chosen, only theirs.
 * Empty slots never print.
 */
export function printSections(appointments: readonly AppointmentListItem[], physiotherapistId: number | null): PrintSection[] {
  const sections = new Map<number, PrintSection>();
  for (const appointment of appointments) {
    if (appointment.status === 'cancelled') continue;
    if (physiotherapistId !== null && appointment.physiotherapistId !== physiotherapistId) continue;
    const section = sections.get(appointment.physiotherapistId) ?? {
      physiotherapistId: appointment.physiotherapistId,
      name: fullName(appointment.physiotherapist),
      appointments: [],
    };
    section.appointments.push(appointment);
    sections.set(appointment.physiotherapistId, section);
  }
  const sorted = [...sections.values()].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  for (const section of sorted) section.appointments.sort((a, b) => a.time.localeCompare(b.time) || a.roomId - b.roomId || a.id - b.id);
  return sorted;
}
