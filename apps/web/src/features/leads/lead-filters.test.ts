import { describe, expect, it } from 'vitest';

import { NO_LEAD_FILTERS, hasLeadFilters, readLeadListState, toLeadFilter, toLeadPageQuery, writeLeadListState } from './lead-filters';

describe('lead list state in the URL', () => {
  it('round-trips search, dates and page', () => {
    const state = { search: 'ana', startDate: '2026-01-01', endDate: '2026-01-31', page: 2 };
    const params = writeLeadListState(state);
    expect(params.toString()).toBe('search=ana&startDate=2026-01-01&endDate=2026-01-31&page=2');
    expect(readLeadListState(params)).toEqual(state);
    expect(writeLeadListState({ ...NO_LEAD_FILTERS, search: '  ' }).toString()).toBe('');
  });

  it('ignores values the server would refuse', () => {
    expect(readLeadListState(new URLSearchParams('startDate=31/01/2026&endDate=2026-02-30&page=0'))).toEqual(NO_LEAD_FILTERS);
    expect(readLeadListState(new URLSearchParams(`search=${'a'.repeat(150)}`)).search).toHaveLength(100);
  });

  it('knows when a filter is set', () => {
    expect(hasLeadFilters(NO_LEAD_FILTERS)).toBe(false);
    expect(hasLeadFilters({ ...NO_LEAD_FILTERS, search: ' ', page: 3 })).toBe(false);
    expect(hasLeadFilters({ ...NO_LEAD_FILTERS, endDate: '2026-01-01' })).toBe(true);
  });

  it('asks for a page of 20, and the whole list with the same filter', () => {
    expect(toLeadPageQuery(NO_LEAD_FILTERS)).toEqual({ limit: 20, offset: 0 });
    const state = { search: '  FB ', startDate: '2026-03-01', endDate: null, page: 3 };
    expect(toLeadPageQuery(state)).toEqual({ search: 'FB', startDate: '2026-03-01', limit: 20, offset: 40 });
    expect(toLeadFilter(state)).toEqual({ search: 'FB', startDate: '2026-03-01' });
  });
});
