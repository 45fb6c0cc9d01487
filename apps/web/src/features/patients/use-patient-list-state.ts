import { useUrlListState } from '../../lib/use-url-list-state';
import { NO_PATIENT_FILTERS, type PatientFilters, readPatientListState, writePatientListState } from './patient-filters';

/** The patient list's filters, search and page, kept in the URL (changing a filter goes back to the first page). */
export function usePatientListState() {
  const { state, update, setSearch, setPage } = useUrlListState(readPatientListState, writePatientListState);
  const setFilter = <Key extends keyof PatientFilters>(key: Key, value: PatientFilters[Key]) =>
    update((current) => ({ ...current, filters: { ...current.filters, [key]: value }, page: 1 }));
  const clearFilters = () => update((current) => ({ ...current, filters: NO_PATIENT_FILTERS, page: 1 }));
  return { ...state, setFilter, setSearch, setPage, clearFilters };
}
