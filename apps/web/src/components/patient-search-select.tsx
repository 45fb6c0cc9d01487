import { fullName } from '@clinic/domain';
import { keepPreviousData } from '@tanstack/react-query';

import { trpc } from '../lib/trpc';
import { type PickedRow, RemoteSearchSelect, type RemoteSearchSelectProps, useRemoteSearch } from './remote-search-select';

const TEXT = {
  label: 'Paciente',
  placeholder: 'Buscar por nome, telefone, CPF ou email',
  typeMore: 'Digite para buscar',
  searching: 'Buscando…',
  nothingFound: 'Nenhum paciente encontrado',
};

export type PickedPatient = PickedRow;

interface PatientSearchSelectProps extends Omit<RemoteSearchSelectProps, 'text' | 'box' | 'found' | 'fetching'> {
  /** Each option also shows the patient's phone, CPF and email. */
  withDetails?: boolean;
}

/** The patient search every form uses ('Paciente'): searched on the server by name, phone, CPF or email. */
export function PatientSearchSelect({ value, withDetails = false, ...props }: PatientSearchSelectProps) {
  const box = useRemoteSearch(value);
  const results = trpc.patients.search.useQuery({ q: box.term }, { enabled: box.term !== '', placeholderData: keepPreviousData, staleTime: 10_000 });
  const found = (results.data ?? []).map((patient) => ({
    value: String(patient.id),
    label: fullName(patient),
    description: withDetails ? [patient.phone, patient.cpf, patient.email].filter(Boolean).join(' · ') : '',
  }));
  return <RemoteSearchSelect text={TEXT} box={box} found={found} fetching={results.isFetching} value={value} {...props} />;
}
