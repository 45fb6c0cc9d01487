import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';

import { PatientSearchSelect } from '../../components/patient-search-select';
import { RemoteSearchSelect, useRemoteSearch } from '../../components/remote-search-select';
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

const LEAD_SEARCH_TEXT = { label: T.holderLead, placeholder: T.searchPlaceholder, typeMore: T.typeMore, searching: T.searching, nothingFound: T.nothingFound };

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
  const box = useRemoteSearch(picked);
  const leads = trpc.leads.list.useQuery({ search: box.term, limit: 20 }, { enabled: box.term !== '', placeholderData: keepPreviousData });
  const found = (leads.data && 'items' in leads.data ? leads.data.items : (leads.data ?? [])).map((l) => ({ value: String(l.id), label: l.name }));
  return <RemoteSearchSelect text={LEAD_SEARCH_TEXT} box={box} found={found} fetching={leads.isFetching} value={picked} onChange={onPick} error={error} />;
}
