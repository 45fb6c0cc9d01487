import { describe, expect, it } from 'vitest';

import { ageInYears, derivePatientDates, formatCep, isBirthDatePlaceholder } from './patients.rules';

describe('patient rules', () => {
  it('counts whole years on the clinic calendar', () => {
    expect(ageInYears('1990-05-10', '2026-05-09')).toBe(35);
    expect(ageInYears('1990-05-10', '2026-05-10')).toBe(36);
    expect(ageInYears('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageInYears('2000-02-29', '2026-03-01')).toBe(26);
    expect(ageInYears('2026-05-10', '2026-05-10')).toBe(0);
  });

  it('takes a birth date on or after the registration day for the placeholder of a conversion (issue 20, point 16)', () => {
    expect(isBirthDatePlaceholder('2026-05-10', '2026-05-10')).toBe(true);
    expect(isBirthDatePlaceholder('2026-05-11', '2026-05-10')).toBe(true);
    expect(isBirthDatePlaceholder('2026-05-09', '2026-05-10')).toBe(false);
    expect(isBirthDatePlaceholder('1990-05-10', '2026-05-10')).toBe(false);
  });

  it('formats CEPs', () => {
    expect(formatCep('01310100')).toBe('01310-100');
  });

  it('derives consultation done, first attendance and first appointment', () => {
    const a = (date: string, time: string, type: string, status: string) => ({ date, time, type, status });
    expect(
      derivePatientDates([
        a('2026-03-10', '09:00', 'atendimento', 'completed'), // before the consulta: not the first attendance
        a('2026-03-01', '10:00', 'consulta', 'cancelled'),
        a('2026-03-12', '10:00', 'consulta', 'completed'),
        a('2026-03-12', '11:00', 'atendimento', 'completed'),
        a('2026-03-20', '11:00', 'consulta', 'completed'),
        a('2026-03-05', '08:00', 'atendimento', 'cancelled'),
      ]),
    ).toEqual({ consultationDoneDate: '2026-03-12', firstAttendanceDate: '2026-03-12', firstAppointmentDate: '2026-03-10' });
    expect(derivePatientDates([])).toEqual({ consultationDoneDate: null, firstAttendanceDate: null, firstAppointmentDate: null });
    expect(derivePatientDates([a('2026-04-01', '08:00', 'atendimento', 'scheduled')]).firstAppointmentDate).toBe('2026-04-01');
  });
});
