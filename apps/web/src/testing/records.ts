import type { AppointmentListItem, Lead } from '@clinic/domain';
import { UNWORKED_LEAD } from '@clinic/domain/testing';

/**
 * Records as the server lists them, for the web app's unit tests: sensible values, with only
 * what a test is about given in `over`.
 */

export function listedAppointment(over: Partial<AppointmentListItem> = {}): AppointmentListItem {
  const roomId = over.roomId ?? 1;
  return {
    id: 1,
    patientId: 1,
    physiotherapistId: 1,
    roomId,
    date: '2026-11-24',
    time: '09:00',
    status: 'scheduled',
    notes: null,
    type: 'consulta',
    paymentPercentage: 0,
    reminderDays: 1,
    createdAt: '2026-11-01T10:00:00.000Z',
    version: 1,
    attendanceStatus: 'agendado',
    cancelReason: null,
    cancelNote: null,
    cancelledBy: null,
    cancelledAt: null,
    rescheduledToId: null,
    packageId: null,
    sessionNumber: null,
    sessionsTotal: null,
    patient: { firstName: 'Ana', lastName: 'Souza' },
    physiotherapist: { firstName: 'Júlia', lastName: 'Reis', color: '#498ef2' },
    room: { name: `Sala ${roomId}` },
    confirmation: 'pendente',
    ...over,
  };
}

export function listedLead(over: Partial<Lead> = {}): Lead {
  return {
    id: 1,
    name: 'Ana Souza',
    whatsapp: '(11) 98765-4321',
    origin: 'instagram',
    date: '2026-05-10',
    status: 'PENDENTE',
    conversionDate: null,
    patientId: null,
    createdAt: '2026-05-10T12:00:00.000Z',
    version: 1,
    ...UNWORKED_LEAD,
    ...over,
  };
}
