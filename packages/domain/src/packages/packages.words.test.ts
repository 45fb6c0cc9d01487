import { describe, expect, it } from 'vitest';

import { amountInWords, integerInWords } from './packages.words';

describe('amounts in words (receipts)', () => {
  it.each([
    [0, 'zero'],
    [1, 'um'],
    [16, 'dezesseis'],
    [21, 'vinte e um'],
    [100, 'cem'],
    [101, 'cento e um'],
    [110, 'cento e dez'],
    [999, 'novecentos e noventa e nove'],
    [1000, 'mil'],
    [1001, 'mil e um'],
    [1100, 'mil e cem'],
    [1150, 'mil cento e cinquenta'],
    [2500, 'dois mil e quinhentos'],
    [10_000, 'dez mil'],
    [101_000, 'cento e um mil'],
    [1_000_000, 'um milhão'],
    [1_200_000, 'um milhão e duzentos mil'],
    [1_250_000, 'um milhão duzentos e cinquenta mil'],
    [2_000_001, 'dois milhões e um'],
    [3_000_000_000, 'três bilhões'],
  ])('%i → %s', (n, words) => {
    expect(integerInWords(n)).toBe(words);
  });

  it.each([
    [1, 'um centavo'],
    [100, 'um real'],
    [15050, 'cento e cinquenta reais e cinquenta centavos'],
    [150000, 'mil e quinhentos reais'],
    [100_000_000, 'um milhão de reais'],
    [100_000_001, 'um milhão de reais e um centavo'],
    [120_000_000, 'um milhão e duzentos mil reais'],
    [9_999_999_999, 'noventa e nove milhões novecentos e noventa e nove mil novecentos e noventa e nove reais e noventa e nove centavos'],
  ])('R$ %i centavos → %s', (cents, words) => {
    expect(amountInWords(cents)).toBe(words);
  });

  it('refuses what is not a whole, non-negative amount', () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});
