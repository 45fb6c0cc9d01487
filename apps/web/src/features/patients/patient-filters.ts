import { DYSFUNCTIONS, type Dysfunction, type PatientListQuery, SEXES, type Sex, isIsoDate } from '@clinic/domain';

/** Rows per page: a clinic holds tens of thousands of patients, so the server pages the list. */
export const PATIENTS_PAGE_SIZE = 20;

/** The longest search the server accepts. */
export const PATIENT_SEARCH_MAX = 100;

/** The filters of the 'Filtros' panel, as kept in the URL (`null` / empty = not filtered). */
export interface PatientFilters {
  sex: Sex | null;
  /** yyyy-MM-dd: first appointment on or after this day. */
  firstAppointmentFrom: string | null;
  firstAppointmentTo: string | null;
  /** yyyy-MM-dd: treatment end (status Alta, by creation date) on or after this day. */
  treatmentEndFrom: string | null;
  treatmentEndTo: string | null;
  /** Any of these. */
  dysfunctions: Dysfunction[];
  /** 'Arquivados': only the archived patients (who are otherwise left out). */
  archived: boolean;
}

export const NO_PATIENT_FILTERS: PatientFilters = {
  sex: null,
  firstAppointmentFrom: null,
  firstAppointmentTo: null,
  treatmentEndFrom: null,
  treatmentEndTo: null,
  dysfunctions: [],
  archived: false,
};

/** The whole list state in the URL: the panel's filters, the search box and the page. */
export interface PatientListState {
  filters: PatientFilters;
  search: string;
  /** 1-based. */
  page: number;
}

const DATE_KEYS = ['firstAppointmentFrom', 'firstAppointmentTo', 'treatmentEndFrom', 'treatmentEndTo'] as const;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** Reads the list state from the URL, ignoring anything hand-edited into a value the server would refuse. */
export function readPatientListState(params: URLSearchParams): PatientListState {
  const sex = params.get('sex');
  const dysfunctions = params
    .getAll('dysfunctions')
    .filter((value): value is Dysfunction => (DYSFUNCTIONS as readonly string[]).includes(value));
  const filters: PatientFilters = {
    ...NO_PATIENT_FILTERS,
    sex: sex !== null && (SEXES as readonly string[]).includes(sex) ? (sex as Sex) : null,
    dysfunctions: [...new Set(dysfunctions)],
    archived: params.get('archived') === 'true',
  };
  for (const key of DATE_KEYS) {
    const value = params.get(key);
    filters[key] = value !== null && isIsoDate(value) ? value : null;
  }
  return {
    filters,
    search: (params.get('search') ?? '').slice(0, PATIENT_SEARCH_MAX),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The URL form of the list state: only what is set, the page only past the first. */
export function writePatientListState({ filters, search, page }: PatientListState): URLSearchParams {
  const params = new URLSearchParams();
  if (search.trim() !== '') params.set('search', search);
  if (filters.sex) params.set('sex', filters.sex);
  for (const key of DATE_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  for (const dysfunction of filters.dysfunctions) params.append('dysfunctions', dysfunction);
  if (filters.archived) params.set('archived', 'true');
  if (page > 1) params.set('page', String(page));
  return params;
}

/** How many of the panel's filters are set (the search box is not one of them). */
export function countPatientFilters(filters: PatientFilters): number {
  return (
    (filters.sex ? 1 : 0) +
    DATE_KEYS.filter((key) => filters[key] !== null).length +
    (filters.dysfunctions.length > 0 ? 1 : 0) +
    (filters.archived ? 1 : 0)
  );
}

/** The server query for one page of the filtered, searched list. */
export function toPatientListQuery({ filters, search, page }: PatientListState): PatientListQuery {
  const query: PatientListQuery = { limit: PATIENTS_PAGE_SIZE, offset: (page - 1) * PATIENTS_PAGE_SIZE };
  const term = search.trim();
  if (term) query.search = term;
  if (filters.sex) query.sex = filters.sex;
  for (const key of DATE_KEYS) {
    const value = filters[key];
    if (value) query[key] = value;
  }
  if (filters.dysfunctions.length > 0) query.dysfunctions = filters.dysfunctions;
  if (filters.archived) query.archived = true;
  return query;
}
