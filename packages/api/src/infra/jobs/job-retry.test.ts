import { describe, expect, it } from 'vitest';

import { defaultBackoffMs, jobErrorMessage } from './job-retry';

describe('job retry rules', () => {
  it('doubles the wait after each failed attempt, from 5 s up to 5 minutes', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(defaultBackoffMs)).toEqual([5_000, 10_000, 20_000, 40_000, 300_000, 300_000, 300_000]);
  });

  it('stores a short message, never an empty one', () => {
    expect(jobErrorMessage(new Error('falhou'))).toBe('falhou');
    expect(jobErrorMessage(new Error(''))).toBe('Erro desconhecido');
    expect(jobErrorMessage('x'.repeat(5000))).toHaveLength(2000);
  });
});
