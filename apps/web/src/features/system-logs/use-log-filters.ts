import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { type LogFilters, NO_LOG_FILTERS, readLogFilters, readLogPage, writeLogSearch } from './log-filters';

/**
 * The log screen's filters and page, kept in the URL so a reload, a shared link or coming back
 * shows the same list. Changing a filter goes back to the first page.
 */
export function useLogFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readLogFilters(params), [params]);
  const page = readLogPage(params);

  const setFilter = <Key extends keyof LogFilters>(key: Key, value: LogFilters[Key]) =>
    setParams(writeLogSearch({ ...filters, [key]: value }), { replace: true });
  const setPage = (next: number) => setParams(writeLogSearch(filters, next), { replace: true });
  const clear = () => setParams(writeLogSearch(NO_LOG_FILTERS), { replace: true });

  return { filters, page, setFilter, setPage, clear };
}
