import { describe, expect, it } from 'vitest';

import { brazilianHolidays, easterSunday, holidayOn } from './holidays';

describe('Brazilian holidays', () => {
  it('finds Easter Sunday on the known dates, the earliest and latest possible included', () => {
    expect(['2024', '2025', '2026', '2027', '2038', '2285', '2000', '1818'].map((y) => easterSunday(Number(y)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
      '2285-03-22',
      '2000-04-23',
      '1818-03-22',
    ]);
  });

  it('lists 2026: fixed dates, Consciência Negra, Sexta-feira Santa, and Carnaval and Corpus Christi as optional', () => {
    expect(brazilianHolidays(2026).map((h) => `${h.date} ${h.kind} ${h.name}`)).toEqual([
      '2026-01-01 national Confraternização Universal',
      '2026-02-16 optional Carnaval',
      '2026-02-17 optional Carnaval',
      '2026-04-03 national Sexta-feira Santa',
      '2026-04-21 national Tiradentes',
      '2026-05-01 national Dia do Trabalho',
      '2026-06-04 optional Corpus Christi',
      '2026-09-07 national Independência do Brasil',
      '2026-10-12 national Nossa Senhora Aparecida',
      '2026-11-02 national Finados',
      '2026-11-15 national Proclamação da República',
      '2026-11-20 national Dia Nacional de Zumbi e da Consciência Negra',
      '2026-12-25 national Natal',
    ]);
  });

  it('moves the Easter-based days with Easter, and has Consciência Negra only from 2024 (Lei 14.759/2023)', () => {
    const movable = (year: number) => brazilianHolidays(year).filter((h) => ['Carnaval', 'Sexta-feira Santa', 'Corpus Christi'].includes(h.name)).map((h) => h.date);
    expect(movable(2025)).toEqual(['2025-03-03', '2025-03-04', '2025-04-18', '2025-06-19']);
    expect(movable(2024)).toEqual(['2024-02-12', '2024-02-13', '2024-03-29', '2024-05-30']);
    expect(movable(2027)).toEqual(['2027-02-08', '2027-02-09', '2027-03-26', '2027-05-27']);
    expect(holidayOn('2023-11-20')).toBeUndefined();
    expect(holidayOn('2024-11-20')?.kind).toBe('national');
    expect(holidayOn('2026-06-04')).toEqual({ date: '2026-06-04', name: 'Corpus Christi', kind: 'optional' });
    expect(holidayOn('2026-06-05')).toBeUndefined();
  });
});
