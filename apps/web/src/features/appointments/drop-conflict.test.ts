import type { AppointmentListItem } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { listedAppointment } from '../../testing/records';

import { indexBySlot } from './agenda-slots';
import { dropConflict } from './drop-conflict';

function appointment(id: number, time: string, roomId: number, physiotherapistId: number, firstName: string): AppointmentListItem {
  return listedAppointment({
    id,
    patientId: id,
    physiotherapistId,
    roomId,
    date: '2030-03-11',
    time,
    physiotherapist: { firstName, lastName: 'Reis', color: '#498ef2' },
  });
}

describe('a drop the agenda already sees as a conflict (spec §8: the toast is titled "Conflito detectado")', () => {
  const moving = appointment(1, '09:00', 1, 7, 'Juliana');
  const index = indexBySlot([moving, appointment(2, '10:00', 2, 8, 'Carla'), appointment(3, '11:00', 3, 7, 'Juliana')]);

  it('names a taken room', () => {
    expect(dropConflict(moving, { date: '2030-03-11', time: '10:00', roomId: 2 }, index)).toBe(
      'Já existe um agendamento para 10:00 do dia 11/03/2030 na sala selecionada',
    );
  });

  it('names a physiotherapist already busy in another room', () => {
    expect(dropConflict(moving, { date: '2030-03-11', time: '11:00', roomId: 1 }, index)).toBe('Juliana já tem um compromisso às 11:00');
  });

  it('lets a free slot and the appointment’s own place through', () => {
    expect(dropConflict(moving, { date: '2030-03-11', time: '10:00', roomId: 1 }, index)).toBeNull();
    expect(dropConflict(moving, { date: '2030-03-11', time: '09:00', roomId: 1 }, index)).toBeNull();
  });
});
