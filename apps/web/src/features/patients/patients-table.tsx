import type { Patient } from '@clinic/domain';
import { Group, Skeleton, Stack } from '@mantine/core';

import { type DataColumn, DataTable } from '../../components/data-table';
import { PatientAge } from './patient-age';
import { PatientActions, PatientIdentity, type PatientRowActions, dateOrDash } from './patient-cells';
import { PatientStatusBadge } from './patient-status-badge';
import { PATIENTS_SCREEN_TEXT as T } from './patients.text';

interface PatientsTableProps extends PatientRowActions {
  patients: Patient[];
  labelledBy: string;
  /** The next page or filter is loading: the old rows stay, dimmed. */
  busy: boolean;
}

const COLUMNS: DataColumn<Patient>[] = [
  { label: T.columns.name, cell: (patient) => <PatientIdentity patient={patient} />, td: { maw: 280 } },
  { label: T.columns.phone, cell: (patient) => patient.phone, numeric: true },
  { label: T.columns.age, cell: (patient) => <PatientAge patient={patient} />, numeric: true },
  { label: T.columns.status, cell: (patient) => <PatientStatusBadge status={patient.status} /> },
  { label: T.columns.originDate, cell: (patient) => dateOrDash(patient.originDate), numeric: true, missing: (patient) => !patient.originDate },
  {
    label: T.columns.conversionDate,
    cell: (patient) => dateOrDash(patient.conversionDate),
    numeric: true,
    missing: (patient) => !patient.conversionDate,
  },
];

/** The spec's table, for tablets and desktops. */
export function PatientsTable({ patients, labelledBy, busy, ...actions }: PatientsTableProps) {
  return (
    <DataTable
      rows={patients}
      columns={COLUMNS}
      rowKey={(patient) => patient.id}
      rowProps={(patient) => ({ 'data-testid': `patient-row-${patient.id}` })}
      actions={{ label: T.columns.actions, cell: (patient) => <PatientActions patient={patient} {...actions} /> }}
      minWidth={860}
      labelledBy={labelledBy}
      busy={busy}
    />
  );
}

export function PatientsTableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Stack gap="lg" px={{ base: 'md', sm: 'lg' }} py="md">
      {Array.from({ length: rows }, (_, index) => (
        <Group key={index} gap="lg" wrap="nowrap">
          <Stack gap={6} w="24%">
            <Skeleton h={12} w="80%" />
            <Skeleton h={10} w="50%" />
          </Stack>
          <Skeleton h={12} w="14%" />
          <Skeleton h={12} w="8%" />
          <Skeleton h={20} w={64} radius="xl" />
          <Skeleton h={12} w="10%" />
          <Skeleton h={12} w="10%" />
        </Group>
      ))}
    </Stack>
  );
}
