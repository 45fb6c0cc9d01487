import type { AttendanceStatus } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { listedAppointment } from '../../testing/records';
import { chipAttendanceActions } from './chip-attendance';

describe("the chip's one-click attendance", () => {
  const today = '2026-11-26';
  const at = (date: string, attendanceStatus: AttendanceStatus) =>
    chipAttendanceActions(listedAppointment({ date, attendanceStatus }), today);

  it("offers 'Chegou' on the day itself until check-in, and 'Faltou' from the day on while nothing is recorded", () => {
    expect(at(today, 'agendado')).toEqual({ checkIn: true, noShow: true });
    expect(at(today, 'confirmado')).toEqual({ checkIn: true, noShow: true });
    expect(at(today, 'presente')).toEqual({ checkIn: false, noShow: true });
    expect(at('2026-11-25', 'agendado')).toEqual({ checkIn: false, noShow: true });
    expect(at('2026-11-27', 'agendado')).toEqual({ checkIn: false, noShow: false });
    for (const done of ['atendido', 'faltou', 'cancelado_paciente', 'cancelado_tarde', 'cancelado_clinica', 'remarcado'] as const) {
      expect(at(today, done)).toEqual({ checkIn: false, noShow: false });
    }
  });

  it('offers nothing on a block', () => {
    expect(chipAttendanceActions(listedAppointment({ date: today, patientId: null }), today)).toEqual({ checkIn: false, noShow: false });
  });
});
