import type { PatientPackage } from '@clinic/domain';
import { describe, expect, it } from 'vitest';

import { bookingSessions } from './booking-sessions';

const pkg = (more: Partial<PatientPackage>) =>
  ({
    id: 1,
    name: 'Pacote pélvico',
    status: 'ativo',
    sessionsTotal: 10,
    sessionsUsed: 3,
    sessionsBooked: 0,
    startDate: '2026-12-01',
    expiryDate: '2027-03-31',
    ...more,
  }) as PatientPackage;

describe('bookingSessions', () => {
  it('numbers the booked dates after the sessions taken', () => {
    const planned = bookingSessions([pkg({})], ['2026-12-09', '2026-12-02']);
    expect(planned.sessions.map((s) => [s.date, s.number, s.total])).toEqual([
      ['2026-12-02', 4, 10],
      ['2026-12-09', 5, 10],
    ]);
    expect([planned.beyond, planned.remaining, planned.covered]).toEqual([0, 7, true]);
  });

  it('counts the dates beyond the remaining sessions, never those outside the validity', () => {
    const planned = bookingSessions([pkg({ sessionsUsed: 8, sessionsBooked: 1 })], ['2026-12-02', '2026-12-09', '2026-12-16', '2027-05-01']);
    expect(planned.sessions.map((s) => s.number)).toEqual([10]);
    expect([planned.beyond, planned.remaining]).toEqual([2, 1]);
  });

  it('ignores packages not in force', () => {
    const planned = bookingSessions([pkg({ status: 'cancelado' }), pkg({ id: 2, status: 'esgotado' })], ['2026-12-02']);
    expect(planned).toEqual({ sessions: [], beyond: 0, remaining: 0, covered: false });
  });
});
