/**
 * Brazilian national holidays of a year, for marking the days a weekly series falls on (a warning,
 * never a refusal: a clinic may open on a holiday).
 *
 * 'national': the fixed dates of Lei 662/1949 and its amendments (Tiradentes, Dia do Trabalho,
 * Independência, Nossa Senhora Aparecida, Finados, Proclamação da República, Natal, Confraternização
 * Universal), the Dia Nacional de Zumbi e da Consciência Negra from 2024 on (Lei 14.759/2023), and
 * Sexta-feira Santa (Lei 9.093/1995, kept nationwide).
 * 'optional': Carnaval (Monday and Tuesday) and Corpus Christi are no national holidays by law, but
 * federal 'pontos facultativos' and most clinics close, so they are marked too, as such.
 */
export type HolidayKind = 'national' | 'optional';

export interface Holiday {
  /** yyyy-MM-dd */
  date: string;
  name: string;
  kind: HolidayKind;
}

/** Easter Sunday of a Gregorian year, as yyyy-MM-dd (the anonymous Gregorian algorithm: Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoOf(year, month, day);
}

function isoOf(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function plusDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const FIXED: [month: number, day: number, name: string, fromYear?: number][] = [
  [1, 1, 'Confraternização Universal'],
  [4, 21, 'Tiradentes'],
  [5, 1, 'Dia do Trabalho'],
  [9, 7, 'Independência do Brasil'],
  [10, 12, 'Nossa Senhora Aparecida'],
  [11, 2, 'Finados'],
  [11, 15, 'Proclamação da República'],
  [11, 20, 'Dia Nacional de Zumbi e da Consciência Negra', 2024],
  [12, 25, 'Natal'],
];

/** Every national holiday (and Carnaval and Corpus Christi, as 'optional') of `year`, by date. */
export function brazilianHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const holidays: Holiday[] = [
    ...FIXED.filter(([, , , from]) => from === undefined || year >= from).map(([month, day, name]) => ({
      date: isoOf(year, month, day),
      name,
      kind: 'national' as const,
    })),
    { date: plusDays(easter, -48), name: 'Carnaval', kind: 'optional' },
    { date: plusDays(easter, -47), name: 'Carnaval', kind: 'optional' },
    { date: plusDays(easter, -2), name: 'Sexta-feira Santa', kind: 'national' },
    { date: plusDays(easter, 60), name: 'Corpus Christi', kind: 'optional' },
  ];
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}

/** The holiday on a yyyy-MM-dd day, if any. */
export function holidayOn(isoDate: string): Holiday | undefined {
  const year = Number(isoDate.slice(0, 4));
  if (!Number.isInteger(year)) return undefined;
  return brazilianHolidays(year).find((holiday) => holiday.date === isoDate);
}
