import { describe, expect, it } from 'vitest';

import { centsFromDecimal, decimalFromCents, formatCents } from './packages.money';

describe('money in centavos', () => {
  it('reads decimals on their digits', () => {
    expect(centsFromDecimal('150')).toBe(15000);
    expect(centsFromDecimal('150.5')).toBe(15050);
    expect(centsFromDecimal('150,05')).toBe(15005);
    expect(centsFromDecimal('0.29')).toBe(29);
    expect(centsFromDecimal('99999999.99')).toBe(9_999_999_999);
    for (const bad of ['', '-1', '1.234', 'abc', '1e3', '123456789']) expect(centsFromDecimal(bad)).toBeNull();
  });

  it('sums exactly where floating point does not', () => {
    const sum = ['0.10', '0.20'].reduce((total, v) => total + centsFromDecimal(v)!, 0);
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sum).toBe(centsFromDecimal('0.30'));
    expect(decimalFromCents(sum)).toBe('0.30');
  });

  it('writes decimals and BRL', () => {
    expect(decimalFromCents(15050)).toBe('150.50');
    expect(decimalFromCents(5)).toBe('0.05');
    expect(decimalFromCents(-5)).toBe('-0.05');
    expect(formatCents(123456).replace(/\s/g, ' ')).toBe('R$ 1.234,56');
  });
});
