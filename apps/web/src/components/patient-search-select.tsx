import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

import { trpc } from '../lib/trpc';

const TEXT = {
  label: 'Paciente',
  placeholder: 'Buscar por nome, telefone, CPF ou email',
  typeMore: 'Digite para buscar',
  searching: 'Buscando…',
  nothingFound: 'Nenhum paciente encontrado',
};

export interface PickedPatient {
  id: number;
  label: string;
}

interface PatientSearchSelectProps extends Pick<SelectProps, 'style' | 'disabled'> {
  value: PickedPatient | null;
  onChange: (patient: PickedPatient | null) => void;
  error?: ReactNode;
  /** Each option also shows the patient's phone, CPF and email. */
  withDetails?: boolean;
  'data-testid'?: string;
  'data-autofocus'?: boolean;
}

/** The patient search every form uses ('Paciente'): searched on the server by name, phone, CPF or email. */
export function PatientSearchSelect({ value, onChange, error, withDetails = false, ...rest }: PatientSearchSelectProps) {
  const [search, setSearch] = useState(value?.label ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  // Once a patient is chosen the box shows their name: no need to search it again.
  const term = value && debounced === value.label ? '' : debounced;
  const results = trpc.patients.search.useQuery({ q: term }, { enabled: term !== '', placeholderData: keepPreviousData, staleTime: 10_000 });

  const options = (results.data ?? []).map((patient) => ({
    value: String(patient.id),
    label: `${patient.firstName} ${patient.lastName}`.trim(),
    description: withDetails ? [patient.phone, patient.cpf, patient.email].filter(Boolean).join(' · ') : '',
  }));
  if (value && !options.some((option) => option.value === String(value.id))) {
    options.unshift({ value: String(value.id), label: value.label, description: '' });
  }

  return (
    <Select
      label={TEXT.label}
      withAsterisk
      placeholder={TEXT.placeholder}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={options}
      // The server already searched name, phone, CPF and email: show what it answered.
      filter={({ options: all }) => all}
      value={value ? String(value.id) : null}
      onChange={(id, option) => onChange(id && option ? { id: Number(id), label: option.label } : null)}
      nothingFoundMessage={term === '' ? TEXT.typeMore : results.isFetching ? TEXT.searching : TEXT.nothingFound}
      rightSection={results.isFetching ? <Loader size={14} aria-label={TEXT.searching} /> : undefined}
      error={error}
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
}
