import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import {
  NO_PATIENT_FILTERS,
  type PatientFilters,
  type PatientListState,
  readPatientListState,
  writePatientListState,
} from './patient-filters';

/**
 * The patient list's filters, search and page, kept in the URL so a reload, a shared link or
 * coming back shows the same list. Changing a filter or the search goes back to the first page.
 */
export function usePatientListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readPatientListState(params), [params]);

  const write = (next: PatientListState) => setParams(writePatientListState(next), { replace: true });
  const setFilter = <Key extends keyof PatientFilters>(key: Key, value: PatientFilters[Key]) =>
    write({ ...state, filters: { ...state.filters, [key]: value }, page: 1 });
  const setSearch = (search: string) => {
    if (search.trim() !== state.search.trim()) write({ ...state, search, page: 1 });
  };
  const setPage = (page: number) => write({ ...state, page });
  const clearFilters = () => write({ ...state, filters: NO_PATIENT_FILTERS, page: 1 });

  return { ...state, setFilter, setSearch, setPage, clearFilters };
}
