import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import {
  NO_PATIENT_FILTERS,
  type PatientFilters,
  type PatientListState,
  readPatientListState,
  writePatientListState,
} from './patient-filters';

/** What the address bar holds now: the router renders URL changes in a transition, so the render's params can lag behind it. */
const latest = () => readPatientListState(new URLSearchParams(window.location.search));

/**
 * The patient list's filters, search and page, kept in the URL so a reload, a shared link or
 * coming back shows the same list. Changing a filter or the search goes back to the first page.
 * Each change starts from the address bar, not from the last render, so two quick changes both stay.
 */
export function usePatientListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readPatientListState(params), [params]);

  const write = (change: (current: PatientListState) => PatientListState) =>
    setParams(writePatientListState(change(latest())), { replace: true });
  const setFilter = <Key extends keyof PatientFilters>(key: Key, value: PatientFilters[Key]) =>
    write((current) => ({ ...current, filters: { ...current.filters, [key]: value }, page: 1 }));
  const setSearch = (search: string) =>
    write((current) => (search.trim() !== current.search.trim() ? { ...current, search, page: 1 } : current));
  const setPage = (page: number) => write((current) => ({ ...current, page }));
  const clearFilters = () => write((current) => ({ ...current, filters: NO_PATIENT_FILTERS, page: 1 }));

  return { ...state, setFilter, setSearch, setPage, clearFilters };
}
