import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

import { trpc } from '../../lib/trpc';
import { WAITLIST_SCREEN_TEXT as T } from './waitlist.text';

export interface PickedPatient {
  id: number;
  label: string;
}

/** The patient search of the entry form (server side: name, phone, CPF or email). */
export function WaitlistPatientSelect({ value, onChange, error }: { value: PickedPatient | null; onChange: (p: PickedPatient | null) => void; error?: ReactNode }) {
  const [search, setSearch] = useState(value?.label ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const term = value && debounced === value.label ? '' : debounced;
  const results = trpc.patients.search.useQuery({ q: term }, { enabled: term !== '', placeholderData: keepPreviousData, staleTime: 10_000 });
  const options = (results.data ?? []).map((patient) => ({ value: String(patient.id), label: `${patient.firstName} ${patient.lastName}`.trim() }));
  if (value && !options.some((option) => option.value === String(value.id))) options.unshift({ value: String(value.id), label: value.label });
  return (
    <Select
      label={T.patient}
      withAsterisk
      placeholder={T.patientPlaceholder}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={options}
      filter={({ options: all }) => all}
      value={value ? String(value.id) : null}
      onChange={(id, option) => onChange(id && option ? { id: Number(id), label: option.label } : null)}
      nothingFoundMessage={term === '' ? T.patientTypeMore : results.isFetching ? T.patientSearching : T.patientNothingFound}
      rightSection={results.isFetching ? <Loader size={14} aria-label={T.patientSearching} /> : undefined}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-autofocus
    />
  );
}
