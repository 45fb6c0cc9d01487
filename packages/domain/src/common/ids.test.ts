import { describe, expect, it } from 'vitest';

import { ZId } from './ids';

describe('ids in paths and queries', () => {
  it('reads canonical digit strings and numbers', () => {
    expect(ZId.parse('1')).toBe(1);
    expect(ZId.parse('2147483647')).toBe(2_147_483_647);
    expect(ZId.parse(42)).toBe(42);
  });

  it('refuses every other spelling of a number', () => {
    for (const value of ['0x1', '00001', '01', '1e0', '1.0', ' 1', '1 ', '+1', '-1', '0', '', '0b1', '0o1', '1_000', '١', 'NaN', 'Infinity', '2147483648', '99999999999999999999']) {
      const result = ZId.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Id inválido');
    }
    for (const value of [0, -1, 1.5, Number.NaN, true, null]) expect(ZId.safeParse(value).success, String(value)).toBe(false);
  });
});
