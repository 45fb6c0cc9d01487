import { ActionIcon, Group, Loader, Select, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';

import { trpc } from '../../lib/trpc';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';

const SEARCH_DEBOUNCE_MS = 250;

export interface PickedPatient {
  id: number;
  label: string;
}

interface PatientPickerProps {
  value: PickedPatient | null;
  onChange: (patient: PickedPatient | null) => void;
  onQuickCreate: () => void;
  error?: React.ReactNode;
  disabled?: boolean;
}

/** The patient search (server side: name, phone, CPF or email) with the quick new-patient button. */
export function PatientPicker({ value, onChange, onQuickCreate, error, disabled }: PatientPickerProps) {
  const [search, setSearch] = useState(value?.label ?? '');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // Once a patient is chosen the box shows their name: no need to search it again.
  const term = value && debounced === value.label ? '' : debounced;
  const results = trpc.patients.search.useQuery({ q: term }, { enabled: term !== '', placeholderData: keepPreviousData, staleTime: 10_000 });

  const options = (results.data ?? []).map((patient) => ({
    value: String(patient.id),
    label: `${patient.firstName} ${patient.lastName}`.trim(),
    description: [patient.phone, patient.cpf, patient.email].filter(Boolean).join(' · '),
  }));
  if (value && !options.some((option) => option.value === String(value.id))) {
    options.unshift({ value: String(value.id), label: value.label, description: '' });
  }

  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Select
        style={{ flex: 1 }}
        label={T.patientField}
        withAsterisk
        placeholder={T.patientPlaceholder}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={options}
        // The server already searched name, phone, CPF and email: show what it answered.
        filter={({ options: all }) => all}
        value={value ? String(value.id) : null}
        onChange={(id, option) => onChange(id && option ? { id: Number(id), label: option.label } : null)}
        nothingFoundMessage={term === '' ? T.patientTypeMore : results.isFetching ? T.patientSearching : T.patientNothingFound}
        rightSection={results.isFetching ? <Loader size={14} aria-label={T.patientSearching} /> : undefined}
        error={error}
        disabled={disabled}
        comboboxProps={{ withinPortal: true }}
        data-testid="patient-picker"
      />
      <Tooltip label={T.newPatientButton}>
        <ActionIcon variant="light" size={36} mt={25} aria-label={T.newPatientButton} onClick={onQuickCreate} disabled={disabled}>
          <IconUserPlus size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
