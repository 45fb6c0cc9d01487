import { describe, expect, it } from 'vitest';

import { brDateProblem, formatDateTime, formatIsoDate, isIsoDate, parseBrDate, toIsoDate } from './dates';
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

describe('dates typed as digits or with a two-digit year (issue 20, point 12)', () => {
  const now = new Date(2026, 10, 25);

  it('reads ddmmaaaa and ddmmaa typed as digits', () => {
    expect(parseBrDate('15031990')).toBe('1990-03-15');
    expect(parseBrDate('150390', { now })).toBe('1990-03-15');
    expect(parseBrDate('05112026')).toBe('2026-11-05');
    expect(parseBrDate('31022026')).toBeNull();
    expect(parseBrDate('1503199')).toBeNull();
    expect(parseBrDate('150319901')).toBeNull();
  });

  it('reads other separators and dd/mm/aa', () => {
    expect(parseBrDate('15-03-1990')).toBe('1990-03-15');
    expect(parseBrDate('15.03.1990')).toBe('1990-03-15');
    expect(parseBrDate('15 03 1990')).toBe('1990-03-15');
    expect(parseBrDate('15/03/90', { now })).toBe('1990-03-15');
    expect(parseBrDate('5/1/27', { now })).toBe('2027-01-05');
    expect(parseBrDate('15/03/1990x')).toBeNull();
  });

  it('guesses the century from now, and steps back past the latest allowed day', () => {
    expect(parseBrDate('01/01/36', { now })).toBe('2036-01-01');
    expect(parseBrDate('01/01/37', { now })).toBe('1937-01-01');
    expect(parseBrDate('01/01/30', { now, maxDate: '2026-11-25' })).toBe('1930-01-01');
    expect(parseBrDate('01/01/26', { now, maxDate: '2026-11-25' })).toBe('2026-01-01');
  });

  it('says why a typed date was not taken', () => {
    expect(brDateProblem('')).toBeNull();
    expect(brDateProblem('15031990')).toBeNull();
    expect(brDateProblem('32/13/2020')).toBe('"32/13/2020" não é uma data válida: digite dd/mm/aaaa (por exemplo, 15/03/1990 ou 15031990).');
    expect(brDateProblem('01/01/2020', { minDate: '2026-01-01' })).toBe('A data deve ser a partir de 01/01/2026.');
    expect(brDateProblem('01/01/2030', { maxDate: '2026-11-25' })).toBe('A data deve ser até 25/11/2026.');
  });
});
