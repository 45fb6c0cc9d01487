import { describe, expect, it } from 'vitest';

import { weeklyDates } from './weekly-series';

describe('weekly series of a package', () => {
  it('gives one date a week, across months and years', () => {
    expect(weeklyDates('2026-12-17', 4)).toEqual(['2026-12-17', '2026-12-24', '2026-12-31', '2027-01-07']);
    expect(weeklyDates('2026-12-17', 0)).toEqual([]);
  });
});
