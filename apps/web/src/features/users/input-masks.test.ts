import { describe, expect, it } from 'vitest';

import { formatPhone, isCompletePhone } from './input-masks';

describe('phone mask', () => {
  it('formats as it is typed, keeping digits only, at most 11', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('1')).toBe('(1');
    expect(formatPhone('11')).toBe('(11');
    expect(formatPhone('119')).toBe('(11) 9');
    expect(formatPhone('1198765')).toBe('(11) 9876-5');
    expect(formatPhone('1132345678')).toBe('(11) 3234-5678');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('11a98765-43210999')).toBe('(11) 98765-4321');
  });

  it('accepts an empty or a complete phone only', () => {
    expect(isCompletePhone('')).toBe(true);
    expect(isCompletePhone('(11) 3234-5678')).toBe(true);
    expect(isCompletePhone('(11) 98765-4321')).toBe(true);
    expect(isCompletePhone('(11) 9876-5')).toBe(false);
  });
});
