import { describe, expect, it } from 'vitest';

import { addBusinessDays, deadlineState, isBusinessDay, requestDueOn } from './privacy.deadlines';

describe('LGPD deadlines', () => {
  it('answer a request 15 calendar days after the day it arrived', () => {
    expect(requestDueOn('2026-11-26')).toBe('2026-12-11');
    expect(requestDueOn('2026-12-20')).toBe('2027-01-04');
  });

  it('count business days skipping weekends and national holidays, not the optional ones', () => {
    expect(isBusinessDay('2026-11-28')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-20')).toBe(false); // Consciência Negra
    expect(isBusinessDay('2027-02-08')).toBe(true); // Carnaval: ponto facultativo
    expect(addBusinessDays('2026-11-26', 3)).toBe('2026-12-01'); // Thu → Fri, Mon, Tue
    expect(addBusinessDays('2026-11-18', 3)).toBe('2026-11-24'); // Wed → Thu, (Fri 20 holiday), Mon, Tue
    expect(addBusinessDays('2026-12-23', 3)).toBe('2026-12-29'); // Wed → Thu 24, (Fri 25 Natal), Mon 28, Tue 29
  });

  it('tell a deadline past, near (3 days, the day itself included) or in time', () => {
    expect(deadlineState('2026-11-25', '2026-11-26')).toBe('vencido');
    expect(deadlineState('2026-11-26', '2026-11-26')).toBe('proximo');
    expect(deadlineState('2026-11-29', '2026-11-26')).toBe('proximo');
    expect(deadlineState('2026-11-30', '2026-11-26')).toBe('no_prazo');
  });
});
