import { type LeadFilterInput, type LeadListQuery, isIsoDate } from '@clinic/domain';

/** Rows per page: the server pages the list and sums it up over the whole filter. */
export const LEADS_PAGE_SIZE = 20;

/** The longest search the server accepts. */
export const LEAD_SEARCH_MAX = 100;

/** The whole list state in the URL: search, the two dates and the page. */
export interface LeadListState {
  search: string;
  /** yyyy-MM-dd: leads dated on or after this day. */
  startDate: string | null;
  /** yyyy-MM-dd: leads dated on or before this day. */
  endDate: string | null;
  /** 1-based. */
  page: number;
}

export const NO_LEAD_FILTERS: LeadListState = { search: '', startDate: null, endDate: null, page: 1 };

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

const dateParam = (value: string | null) => (value !== null && isIsoDate(value) ? value : null);

/** Reads the list state from the URL, ignoring anything hand-edited into a value the server would refuse. */
export function readLeadListState(params: URLSearchParams): LeadListState {
  return {
    search: (params.get('search') ?? '').slice(0, LEAD_SEARCH_MAX),
    startDate: dateParam(params.get('startDate')),
    endDate: dateParam(params.get('endDate')),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The URL form of the list state: only what is set, the page only past the first. */
export function writeLeadListState({ search, startDate, endDate, page }: LeadListState): URLSearchParams {
  const params = new URLSearchParams();
  if (search.trim() !== '') params.set('search', search);
  if (startDate) params.set('startDate', startDate);
  if (endDate) params.set('endDate', endDate);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** True when any filter is set ('Limpar Filtros' is enabled then). */
export function hasLeadFilters({ search, startDate, endDate }: LeadListState): boolean {
  return search.trim() !== '' || startDate !== null || endDate !== null;
}

/** The filter alone, as the whole-list call (the export) and the page share it. */
export function toLeadFilter({ search, startDate, endDate }: LeadListState): LeadFilterInput {
  const filter: LeadFilterInput = {};
  const term = search.trim();
  if (term) filter.search = term;
  if (startDate) filter.startDate = startDate;
  if (endDate) filter.endDate = endDate;
  return filter;
}

/** The server query for one page of the filtered list (its summary comes with it). */
export function toLeadPageQuery(state: LeadListState): LeadListQuery {
  return { ...toLeadFilter(state), limit: LEADS_PAGE_SIZE, offset: (state.page - 1) * LEADS_PAGE_SIZE };
}
