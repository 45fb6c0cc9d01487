import { describe, expect, it } from 'vitest';

import { formatDateTime, formatIsoDate, isIsoDate, parseBrDate, toIsoDate } from './dates';
import { formatBRL } from './money';

describe('dates', () => {
  it('accepts real calendar days only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('01/02/2026')).toBe(false);
  });

  it('formats dates the pt-BR way', () => {
    expect(formatIsoDate('2026-11-05')).toBe('05/11/2026');
    expect(formatIsoDate(null)).toBe('');
    expect(formatDateTime(new Date(2026, 10, 5, 9, 7))).toBe('05/11/2026 às 09:07');
    expect(toIsoDate(new Date(2026, 0, 9))).toBe('2026-01-09');
  });

  it('formats money as BRL', () => {
    expect(formatBRL('150.00').replace(/\s/g, ' ')).toBe('R$ 150,00');
    expect(formatBRL(1234.5).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
    expect(formatBRL('abc').replace(/\s/g, ' ')).toBe('R$ 0,00');
  });
});

describe('dates typed as dd/mm/aaaa', () => {
  it('reads real calendar days only', () => {
    expect(parseBrDate('05/11/2026')).toBe('2026-11-05');
    expect(parseBrDate('5/1/2026')).toBe('2026-01-05');
    expect(parseBrDate(' 15/03/1990 ')).toBe('1990-03-15');
    expect(parseBrDate('29/02/2026')).toBeNull();
    expect(parseBrDate('2026-11-05')).toBeNull();
    expect(parseBrDate('')).toBeNull();
  });
});
