import { Loader, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';

import { PatientSearchSelect } from '../../components/patient-search-select';
import { trpc } from '../../lib/trpc';
import { PRIVACY_SCREEN_TEXT as T } from './privacy.text';

export type HolderKind = 'patient' | 'lead' | 'other';
export interface HolderValue {
  kind: HolderKind;
  /** The patient or lead picked (id and name). */
  picked: { id: number; label: string } | null;
  name: string;
}

const KIND_OPTIONS = [
  { value: 'patient', label: T.holderPatient },
  { value: 'lead', label: T.holderLead },
  { value: 'other', label: T.holderOther },
];

/** Who the request is from: a patient or a lead (searched by name), or anyone else by name. */
export function HolderPicker({ value, onChange, error }: { value: HolderValue; onChange: (value: HolderValue) => void; error?: ReactNode }) {
  const labelId = useId();
  return (
    <Stack gap="xs">
      <Text component="label" id={labelId} fz="sm" fw={500}>
        {T.holderKind}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={KIND_OPTIONS}
        value={value.kind}
        onChange={(kind) => onChange({ kind: kind as HolderKind, picked: null, name: '' })}
        fullWidth
      />
      {value.kind === 'other' && (
        <TextInput label={T.holderName} withAsterisk maxLength={200} value={value.name} onChange={(e) => onChange({ ...value, name: e.currentTarget.value })} error={error} />
      )}
      {value.kind === 'patient' && <PatientSearchSelect value={value.picked} onChange={(picked) => onChange({ ...value, picked })} error={error} />}
      {value.kind === 'lead' && <LeadSearch picked={value.picked} onPick={(picked) => onChange({ ...value, picked })} error={error} />}
    </Stack>
  );
}

/** A lead searched by name (the leads list's search). */
function LeadSearch({ picked, onPick, error }: { picked: HolderValue['picked']; onPick: (picked: HolderValue['picked']) => void; error?: ReactNode }) {
  const [search, setSearch] = useState(picked?.label ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const term = picked && debounced === picked.label ? '' : debounced;
  const leads = trpc.leads.list.useQuery({ search: term, limit: 20 }, { enabled: term !== '', placeholderData: keepPreviousData });
  const found = (leads.data && 'items' in leads.data ? leads.data.items : (leads.data ?? [])).map((l) => ({ value: String(l.id), label: l.name }));
  const options = picked && !found.some((o) => o.value === String(picked.id)) ? [{ value: String(picked.id), label: picked.label }, ...found] : found;
  return (
    <Select
      label={T.holderLead}
      withAsterisk
      placeholder={T.searchPlaceholder}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={options}
      filter={({ options: all }) => all}
      value={picked ? String(picked.id) : null}
      onChange={(id, option) => onPick(id && option ? { id: Number(id), label: option.label } : null)}
      nothingFoundMessage={term === '' ? T.typeMore : leads.isFetching ? T.searching : T.nothingFound}
      rightSection={leads.isFetching ? <Loader size={14} aria-label={T.searching} /> : undefined}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
