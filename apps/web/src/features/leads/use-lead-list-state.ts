import { useUrlListState } from '../../lib/use-url-list-state';
import { NO_LEAD_FILTERS, readLeadListState, writeLeadListState } from './lead-filters';

/** The lead list's search, dates and page, kept in the URL (changing a filter goes back to the first page). */
export function useLeadListState() {
  const { state, update, setSearch, setPage } = useUrlListState(readLeadListState, writeLeadListState);
  const setDate = (key: 'startDate' | 'endDate', value: string | null) => update((current) => ({ ...current, [key]: value, page: 1 }));
  const clearFilters = () => update(() => NO_LEAD_FILTERS);
  return { ...state, setDate, setSearch, setPage, clearFilters };
}
