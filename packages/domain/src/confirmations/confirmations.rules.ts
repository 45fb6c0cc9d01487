import { addDays } from '../common/dates';
import { holidayOn } from '../common/holidays';

/** The next day after `today` that is neither a weekend day nor a national holiday (the agenda's week is Monday–Friday). */
export function nextWorkingDay(today: string): string {
  let day = addDays(today, 1);
  for (let i = 0; i < 14; i += 1) {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && holidayOn(day)?.kind !== 'national') return day;
    day = addDays(day, 1);
  }
  return day;
}
