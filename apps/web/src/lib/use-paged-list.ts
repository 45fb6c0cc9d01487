import { useEffect, useId } from 'react';

/** What the list's query says (a tRPC `useQuery` result). */
interface PagedQuery<Data> {
  data: Data | undefined;
  isSuccess: boolean;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
}

/**
 * The page of a server-paged list (patients, leads): the page the server answered, how many pages
 * there are, and `changePage`, which scrolls back to the list's title (`titleId`). A page past the
 * end (the list shrank, or a hand-edited URL) moves to the last one.
 */
export function usePagedList<Data, Page extends Data & { total: number }>(
  query: PagedQuery<Data>,
  isPage: (data: Data) => data is Page,
  pageSize: number,
  list: { page: number; setPage: (page: number) => void },
) {
  const titleId = useId();
  const pageData = query.data !== undefined && isPage(query.data) ? query.data : undefined;
  const total = pageData?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  const pastTheEnd = query.isSuccess && !query.isPlaceholderData && list.page > pages;
  const { setPage } = list;
  useEffect(() => {
    if (pastTheEnd) setPage(pages);
  }, [pastTheEnd, pages, setPage]);

  const changePage = (next: number) => {
    setPage(next);
    document.getElementById(titleId)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return {
    titleId,
    pageData,
    total,
    pages,
    page: list.page,
    pastTheEnd,
    changePage,
    /** The next page or filter is loading: the old rows stay, dimmed. */
    busy: query.isPlaceholderData,
    /** A new search is on its way while the old answer shows. */
    searching: query.isFetching && !query.isPending,
  };
}
