import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** What every server-paged list keeps in the URL besides its own filters. */
export interface UrlListState {
  search: string;
  page: number;
}

/**
 * A list's filters, search and page, kept in the URL so a reload, a shared link or coming back
 * shows the same list. Changing the search goes back to the first page. Each change starts from the
 * address bar, not from the last render (the router renders URL changes in a transition, so the
 * render's params can lag behind it): two quick changes (a date, then the other) both stay.
 * `read` and `write` convert between the state and the URL.
 */
export function useUrlListState<S extends UrlListState>(read: (params: URLSearchParams) => S, write: (state: S) => URLSearchParams) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => read(params), [params, read]);

  const update = (change: (current: S) => S) =>
    setParams(write(change(read(new URLSearchParams(window.location.search)))), { replace: true });
  const setSearch = (search: string) =>
    update((current) => (search.trim() !== current.search.trim() ? { ...current, search, page: 1 } : current));
  const setPage = (page: number) => update((current) => ({ ...current, page }));

  return { state, update, setSearch, setPage };
}
