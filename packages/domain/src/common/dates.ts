const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True when `value` is a real calendar day written as yyyy-MM-dd. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** `isoDate` (yyyy-MM-dd) plus `days` (negative to go back), as yyyy-MM-dd: calendar days, no time zone. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Where a typed date may fall, both ends `yyyy-MM-dd` and inclusive; `now` fixes the century guess in tests. */
export interface BrDateBounds {
  minDate?: string;
  maxDate?: string;
  now?: Date;
}

const SEPARATED = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{2}|\d{4})$/;
const DIGITS = /^(\d{2})(\d{2})(\d{2}|\d{4})$/;

/**
 * A two-digit year: up to ten years ahead is this century (a booking in '27'), anything later the
 * last one (a birth in '58'); and a century that lands past `maxDate` (a birth date) steps back.
 */
function fullYear(yy: number, month: number, day: number, bounds: BrDateBounds): number {
  const now = bounds.now ?? new Date();
  const century = Math.floor(now.getFullYear() / 100) * 100;
  let year = yy <= (now.getFullYear() % 100) + 10 ? century + yy : century - 100 + yy;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (bounds.maxDate && `${year}-${pad(month)}-${pad(day)}` > bounds.maxDate) year -= 100;
  return year;
}

/**
 * A date typed the Brazilian way → yyyy-MM-dd (`null` when it is not a real day): dd/mm/aaaa,
 * d/m/aa, with '/', '-', '.' or a space between the parts, or only digits (ddmmaaaa, ddmmaa).
 */
export function parseBrDate(text: string, bounds: BrDateBounds = {}): string | null {
  const trimmed = text.trim();
  const match = SEPARATED.exec(trimmed) ?? DIGITS.exec(trimmed);
  if (!match) return null;
  const [, d, m, y] = match as unknown as [string, string, string, string];
  const day = Number(d);
  const month = Number(m);
  const year = y.length === 2 ? fullYear(Number(y), month, day, bounds) : Number(y);
  const iso = `${String(year).padStart(4, '0')}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/**
 * Why a typed date was not taken, in Portuguese (`null` when it was, or the field is empty): the
 * date field shows it when the person leaves it, instead of erasing what was typed without a word.
 */
export function brDateProblem(text: string, bounds: BrDateBounds = {}): string | null {
  if (text.trim() === '') return null;
  const iso = parseBrDate(text, bounds);
  if (!iso) return `"${text.trim()}" não é uma data válida: digite dd/mm/aaaa (por exemplo, 15/03/1990 ou 15031990).`;
  if (bounds.minDate && iso < bounds.minDate) return `A data deve ser a partir de ${formatIsoDate(bounds.minDate)}.`;
  if (bounds.maxDate && iso > bounds.maxDate) return `A data deve ser até ${formatIsoDate(bounds.maxDate)}.`;
  return null;
}

/** `yyyy-MM-dd` → `dd/MM/yyyy`, the way every screen shows a date. */
export function formatIsoDate(value: string | null | undefined): string {
  if (!value) return '';
  const [y, m, d] = value.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** A timestamp → `dd/MM/yyyy às HH:mm` in the viewer's time zone. */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} às ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Today (or `now`) as `yyyy-MM-dd` in local time. */
export function toIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A timestamp's time of day as `HH:mm` in the local zone (on the server: the clinic's, CLINIC_TIMEZONE). */
export function formatClockTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
