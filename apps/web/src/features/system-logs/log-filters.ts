import { LOG_ACTIONS, LOG_ENTITIES, type LogAction, type LogEntity, type SystemLogQuery, isIsoDate } from '@clinic/domain';

/** Rows per page: the log has millions of rows, so the server pages it. */
export const LOGS_PAGE_SIZE = 50;

/** The filters of the log screen, as kept in the URL (`null` = not filtered). */
export interface LogFilters {
  entity: LogEntity | null;
  action: LogAction | null;
  userId: number | null;
  /** yyyy-MM-dd, from the start of that day. */
  startDate: string | null;
  /** yyyy-MM-dd, up to the end of that day. */
  endDate: string | null;
}

export const NO_LOG_FILTERS: LogFilters = { entity: null, action: null, userId: null, startDate: null, endDate: null };

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** Reads the filters from the URL, ignoring anything hand-edited into a value the server would refuse. */
export function readLogFilters(params: URLSearchParams): LogFilters {
  const date = (key: string) => {
    const value = params.get(key);
    return value !== null && isIsoDate(value) ? value : null;
  };
  return {
    entity: oneOf(LOG_ENTITIES, params.get('entity')),
    action: oneOf(LOG_ACTIONS, params.get('action')),
    userId: positiveInt(params.get('userId')),
    startDate: date('startDate'),
    endDate: date('endDate'),
  };
}

/** The 1-based page in the URL (1 when absent or invalid). */
export function readLogPage(params: URLSearchParams): number {
  return positiveInt(params.get('page')) ?? 1;
}

/** The URL form of filters and page: only what is set, page only past the first. */
export function writeLogSearch(filters: LogFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters) as [keyof LogFilters, LogFilters[keyof LogFilters]][]) {
    if (value !== null) params.set(key, String(value));
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

export function hasLogFilters(filters: LogFilters): boolean {
  return Object.values(filters).some((value) => value !== null);
}

/** The server query for one page of the filtered log. */
export function toLogQuery(filters: LogFilters, page: number): SystemLogQuery {
  return {
    entity: filters.entity ?? undefined,
    action: filters.action ?? undefined,
    userId: filters.userId ?? undefined,
    startDate: filters.startDate ?? undefined,
    endDate: filters.endDate ?? undefined,
    limit: LOGS_PAGE_SIZE,
    offset: (page - 1) * LOGS_PAGE_SIZE,
  };
}
