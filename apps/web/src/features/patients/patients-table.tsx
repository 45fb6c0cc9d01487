import type { Patient } from '@clinic/domain';
import { Group, Skeleton, Stack, Table } from '@mantine/core';

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

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The spec's table, for tablets and desktops. */
export function PatientsTable({ patients, labelledBy, busy, ...actions }: PatientsTableProps) {
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table
        verticalSpacing="sm"
        horizontalSpacing="md"
        highlightOnHover
        aria-labelledby={labelledBy}
        aria-busy={busy || undefined}
        style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms ease' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.columns.name}</Table.Th>
            <Table.Th>{T.columns.phone}</Table.Th>
            <Table.Th>{T.columns.age}</Table.Th>
            <Table.Th>{T.columns.status}</Table.Th>
            <Table.Th>{T.columns.originDate}</Table.Th>
            <Table.Th>{T.columns.conversionDate}</Table.Th>
            <Table.Th ta="right">{T.columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {patients.map((patient) => (
            <Table.Tr key={patient.id} data-testid={`patient-row-${patient.id}`}>
              <Table.Td maw={280}>
                <PatientIdentity patient={patient} />
              </Table.Td>
              <Table.Td style={numeric}>{patient.phone}</Table.Td>
              <Table.Td style={numeric}>
                <PatientAge patient={patient} />
              </Table.Td>
              <Table.Td>
                <PatientStatusBadge status={patient.status} />
              </Table.Td>
              <Table.Td style={numeric} c={patient.originDate ? undefined : 'dimmed'}>
                {dateOrDash(patient.originDate)}
              </Table.Td>
              <Table.Td style={numeric} c={patient.conversionDate ? undefined : 'dimmed'}>
                {dateOrDash(patient.conversionDate)}
              </Table.Td>
              <Table.Td>
                <PatientActions patient={patient} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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
