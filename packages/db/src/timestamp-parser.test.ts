import { describe, expect, it } from 'vitest';

import { parseTimestamptz } from './timestamp-parser';

const fallback = (value: string) => `fallback:${value}`;

describe('parseTimestamptz', () => {
  it.each([
    ['2026-11-23 14:36:24.123456+00', Date.UTC(2026, 10, 23, 14, 36, 24, 123)],
    ['2026-11-23 14:36:24+00', Date.UTC(2026, 10, 23, 14, 36, 24)],
    ['2026-11-23 11:36:24.5-03', Date.UTC(2026, 10, 23, 14, 36, 24, 500)],
    ['2026-01-01 05:30:00.000001+05:30', Date.UTC(2026, 0, 1, 0, 0, 0)],
    ['2000-01-01 09:59:59.999+14', Date.UTC(1999, 11, 31, 19, 59, 59, 999)],
  ])('reads %s', (value, expected) => {
    const parsed = parseTimestamptz(value, fallback);
    expect(parsed).toBeInstanceOf(Date);
    expect((parsed as Date).getTime()).toBe(expected);
  });

  it.each(['infinity', '-infinity', '0044-03-15 12:00:00+00 BC', '12026-01-01 00:00:00+00', '2026-11-23T14:36:24Z'])(
    'hands %s to the default parser',
    (value) => {
      expect(parseTimestamptz(value, fallback)).toBe(`fallback:${value}`);
    },
  );
});
