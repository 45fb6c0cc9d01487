import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { type LeadListState, readLeadListState, writeLeadListState } from './lead-filters';

/**
 * The lead list's search, dates and page, kept in the URL so a reload, a shared link or coming
 * back shows the same list. Changing a filter goes back to the first page.
 */
export function useLeadListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readLeadListState(params), [params]);

  const write = (next: LeadListState) => setParams(writeLeadListState(next), { replace: true });
  const setDate = (key: 'startDate' | 'endDate', value: string | null) => write({ ...state, [key]: value, page: 1 });
  const setSearch = (search: string) => {
    if (search.trim() !== state.search.trim()) write({ ...state, search, page: 1 });
  };
  const setPage = (page: number) => write({ ...state, page });
  const clearFilters = () => write({ search: '', startDate: null, endDate: null, page: 1 });

  return { ...state, setDate, setSearch, setPage, clearFilters };
}
