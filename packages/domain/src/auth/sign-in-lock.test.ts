import { describe, expect, it } from 'vitest';

import { tooManyAttemptsMessage } from './sign-in-lock';

// Local times: the server runs in the clinic's zone (CLINIC_TIMEZONE); the integration tests check it.
const at = (hours: number, minutes: number, seconds: number) => new Date(2026, 10, 22, hours, minutes, seconds);

describe('tooManyAttemptsMessage', () => {
  const now = at(14, 17, 30);

  it('says 15 minutes and the time the lock ends', () => {
    expect(tooManyAttemptsMessage(at(14, 32, 30), now)).toBe(
      'Muitas tentativas de login. Tente novamente em 15 minutos (às 14:32).',
    );
  });

  it('rounds the wait up to whole minutes, and says one minute in the singular', () => {
    expect(tooManyAttemptsMessage(at(14, 26, 31), now)).toBe(
      'Muitas tentativas de login. Tente novamente em 10 minutos (às 14:26).',
    );
    expect(tooManyAttemptsMessage(at(14, 17, 31), now)).toBe(
      'Muitas tentativas de login. Tente novamente em 1 minuto (às 14:17).',
    );
    expect(tooManyAttemptsMessage(at(9, 5, 0), at(9, 4, 59))).toBe(
      'Muitas tentativas de login. Tente novamente em 1 minuto (às 09:05).',
    );
  });
});
