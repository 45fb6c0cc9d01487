import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { type LeadListState, readLeadListState, writeLeadListState } from './lead-filters';

/** What the address bar holds now: the router renders URL changes in a transition, so the render's params can lag behind it. */
const latest = () => readLeadListState(new URLSearchParams(window.location.search));

/**
 * The lead list's search, dates and page, kept in the URL so a reload, a shared link or coming
 * back shows the same list. Changing a filter goes back to the first page. Each change starts from
 * the address bar, not from the last render, so two quick changes (a date, then the other) both stay.
 */
export function useLeadListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readLeadListState(params), [params]);

  const write = (change: (current: LeadListState) => LeadListState) => setParams(writeLeadListState(change(latest())), { replace: true });
  const setDate = (key: 'startDate' | 'endDate', value: string | null) => write((current) => ({ ...current, [key]: value, page: 1 }));
  const setSearch = (search: string) =>
    write((current) => (search.trim() !== current.search.trim() ? { ...current, search, page: 1 } : current));
  const setPage = (page: number) => write((current) => ({ ...current, page }));
  const clearFilters = () => write(() => ({ search: '', startDate: null, endDate: null, page: 1 }));

  return { ...state, setDate, setSearch, setPage, clearFilters };
}
