import type { AppointmentListItem } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { listedAppointment } from '../../testing/records';

import { printSections } from './agenda-print';
import { agendaPrintLink } from '../../lib/agenda-links';

function appointment(id: number, physio: [number, string], time: string, roomId: number, status: AppointmentListItem['status'] = 'scheduled'): AppointmentListItem {
  return listedAppointment({
    id,
    patientId: id,
    physiotherapistId: physio[0],
    roomId,
    time,
    status,
    createdAt: '2026-11-20T10:00:00.000Z',
    patient: { firstName: `P${id}`, lastName: 'X' },
    physiotherapist: { firstName: physio[1], lastName: 'Reis', color: '#498ef2' },
  });
}

describe('agenda print view', () => {
  const renata: [number, string] = [2, 'Renata'];
  const ana: [number, string] = [3, 'Ana'];
  const day = [
    appointment(1, renata, '10:00', 1),
    appointment(2, ana, '14:00', 2),
    appointment(3, renata, '08:00', 2),
    appointment(4, ana, '09:00', 1, 'cancelled'),
    appointment(5, ana, '08:00', 1, 'completed'),
  ];

  it('groups the day by physiotherapist, by time, without cancelled ones or empty slots', () => {
    expect(printSections(day, null).map((s) => [s.name, s.appointments.map((a) => a.id)])).toEqual([
      ['Ana Reis', [5, 2]],
      ['Renata Reis', [3, 1]],
    ]);
  });

  it('prints one physiotherapist when one is chosen, and links to the view', () => {
    expect(printSections(day, 2).map((s) => s.name)).toEqual(['Renata Reis']);
    expect(printSections(day, 9)).toEqual([]);
    expect(agendaPrintLink('2026-11-24', null)).toBe('/appointments/print?date=2026-11-24');
    expect(agendaPrintLink('2026-11-24', 2)).toBe('/appointments/print?date=2026-11-24&physiotherapistId=2');
  });
});
