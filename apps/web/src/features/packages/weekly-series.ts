import { addDays } from '@clinic/domain';

/** The dates of a weekly series: `count` dates seven days apart from `first` (yyyy-MM-dd). */
export function weeklyDates(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(first, i * 7));
}
