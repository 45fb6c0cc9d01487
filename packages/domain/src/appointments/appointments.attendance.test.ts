import { describe, expect, it } from 'vitest';

import {
  ATTENDANCE_STATUSES,
  attendanceOfStatus,
  cancellationState,
  isLateCancel,
  statusOfAttendance,
} from './appointments.attendance';
import { ZAttendanceInput } from './appointments.attendance.schemas';

describe('attendance', () => {
  it('derives the spec status from every attendance state', () => {
    expect(Object.fromEntries(ATTENDANCE_STATUSES.map((a) => [a, statusOfAttendance(a)]))).toEqual({
      agendado: 'scheduled',
      confirmado: 'scheduled',
      presente: 'scheduled',
      atendido: 'completed',
      faltou: 'cancelled',
      cancelado_paciente: 'cancelled',
      cancelado_tarde: 'cancelled',
      cancelado_clinica: 'cancelled',
      remarcado: 'cancelled',
    });
  });

  it('reads an old-style status write as the attendance it means, and back', () => {
    for (const status of ['scheduled', 'completed', 'cancelled'] as const) {
      expect(statusOfAttendance(attendanceOfStatus(status))).toBe(status);
    }
    expect(attendanceOfStatus('cancelled')).toBe('cancelado_clinica');
  });

  it('counts a cancellation as late only inside the policy window (the boundary is on time)', () => {
    const start = new Date(2026, 10, 27, 10, 0);
    const hoursBefore = (h: number) => new Date(start.getTime() - h * 3_600_000);
    expect(isLateCancel('2026-11-27', '10:00', hoursBefore(24), 24)).toBe(false);
    expect(isLateCancel('2026-11-27', '10:00', new Date(hoursBefore(24).getTime() + 1), 24)).toBe(true);
    expect(isLateCancel('2026-11-27', '10:00', hoursBefore(2), 0)).toBe(false);
    expect(isLateCancel('2026-11-27', '10:00', hoursBefore(-1), 24)).toBe(true);
  });

  it("decides the cancellation's state by who and when", () => {
    expect(cancellationState('paciente', false)).toBe('cancelado_paciente');
    expect(cancellationState('paciente', true)).toBe('cancelado_tarde');
    expect(cancellationState('clinica', true)).toBe('cancelado_clinica');
  });

  it('asks for a reason when cancelling and a new appointment when rescheduling', () => {
    const issue = (input: unknown) => ZAttendanceInput.safeParse(input).error?.issues[0]?.message;
    expect(issue({ attendanceStatus: 'cancelado_paciente' })).toBe('Informe o motivo do cancelamento');
    expect(issue({ attendanceStatus: 'remarcado' })).toBe('Informe o novo agendamento');
    expect(issue({ attendanceStatus: 'sumiu' })).toBe('Situação de presença inválida');
    expect(issue({ attendanceStatus: 'cancelado_clinica', reason: 'tédio' })).toBe('Motivo de cancelamento inválido');
    expect(ZAttendanceInput.parse({ attendanceStatus: 'cancelado_paciente', reason: ' Doença ' }).reason).toBe('doenca');
    expect(ZAttendanceInput.parse({ attendanceStatus: 'faltou' })).toEqual({ attendanceStatus: 'faltou' });
  });
});
