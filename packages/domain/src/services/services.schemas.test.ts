import { describe, expect, it } from 'vitest';

import { ZServiceInput, normalizePrice } from './services.schemas';

describe('service price', () => {
  it('normalises to two decimals, accepting a comma', () => {
    expect(normalizePrice('150')).toBe('150.00');
    expect(normalizePrice('150,5')).toBe('150.50');
    expect(normalizePrice('0.01')).toBe('0.01');
    expect(normalizePrice('99999999.99')).toBe('99999999.99');
  });

  it('refuses negatives, three decimals, words and overflow', () => {
    expect(normalizePrice('-1')).toBeNull();
    expect(normalizePrice('1.001')).toBeNull();
    expect(normalizePrice('abc')).toBeNull();
    expect(normalizePrice('123456789')).toBeNull();
  });

  it('requires a price with the spec message and defaults quantity to 0', () => {
    expect(ZServiceInput.safeParse({ name: 'Avaliação', price: '' }).error?.issues[0]?.message).toBe(
      'Valor é obrigatório',
    );
    expect(ZServiceInput.parse({ name: ' Avaliação ', price: '120' })).toEqual({
      name: 'Avaliação',
      price: '120.00',
      quantity: 0,
      isActive: true,
    });
  });
});
