import { describe, expect, it } from 'vitest';

import { NO_LOG_FILTERS, hasLogFilters, readLogFilters, readLogPage, toLogQuery, writeLogSearch } from './log-filters';

describe('log filters in the URL', () => {
  it('round-trips the filters and the page', () => {
    const filters = { entity: 'room', action: 'delete', userId: 7, startDate: '2026-11-01', endDate: '2026-11-30' } as const;
    const params = writeLogSearch(filters, 3);
    expect(params.toString()).toBe('entity=room&action=delete&userId=7&startDate=2026-11-01&endDate=2026-11-30&page=3');
    expect(readLogFilters(params)).toEqual(filters);
    expect(readLogPage(params)).toBe(3);
    expect(writeLogSearch(NO_LOG_FILTERS, 1).toString()).toBe('');
  });

  it('ignores values the server would refuse', () => {
    const params = new URLSearchParams('entity=planet&action=explode&userId=-1&startDate=31/12/2026&endDate=2026-02-30&page=0');
    expect(readLogFilters(params)).toEqual(NO_LOG_FILTERS);
    expect(readLogPage(params)).toBe(1);
    expect(hasLogFilters(NO_LOG_FILTERS)).toBe(false);
    expect(hasLogFilters({ ...NO_LOG_FILTERS, endDate: '2026-01-01' })).toBe(true);
  });

  it('asks the server for one page of 50', () => {
    expect(toLogQuery({ ...NO_LOG_FILTERS, action: 'login' }, 3)).toEqual({
      action: 'login',
      entity: undefined,
      userId: undefined,
      startDate: undefined,
      endDate: undefined,
      limit: 50,
      offset: 100,
    });
  });
});
