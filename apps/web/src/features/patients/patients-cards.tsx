import type { Patient } from '@clinic/domain';
import { Group, Skeleton, Stack } from '@mantine/core';

import { RecordCard, RecordCards, RecordCardsSkeleton } from '../../components/record-cards';
import { PatientAge } from './patient-age';
import { PatientActions, PatientIdentity, type PatientRowActions, dateOrDash } from './patient-cells';
import { PatientStatusBadge } from './patient-status-badge';
import { PATIENTS_SCREEN_TEXT as T } from './patients.text';

interface PatientsCardsProps extends PatientRowActions {
  patients: Patient[];
  labelledBy: string;
  busy: boolean;
}

/** The list on phones and tablets: one card per patient, with the table's columns as labelled values. */
export function PatientsCards({ patients, labelledBy, busy, ...actions }: PatientsCardsProps) {
  return (
    <RecordCards rows={patients} rowKey={(patient) => patient.id} labelledBy={labelledBy} busy={busy}>
      {(patient) => (
        <RecordCard
          testId={`patient-card-${patient.id}`}
          heading={<PatientIdentity patient={patient} />}
          badge={<PatientStatusBadge status={patient.status} />}
          details={[
            { label: T.columns.phone, value: patient.phone },
            { label: T.columns.age, value: <PatientAge patient={patient} /> },
            { label: T.columns.originDate, value: dateOrDash(patient.originDate) },
            { label: T.columns.conversionDate, value: dateOrDash(patient.conversionDate) },
          ]}
          actions={<PatientActions patient={patient} {...actions} />}
        />
      )}
    </RecordCards>
  );
}

export function PatientsCardsSkeleton() {
  return (
    <RecordCardsSkeleton
      heading={
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton h={12} w="60%" />
            <Skeleton h={10} w="40%" />
          </Stack>
          <Skeleton h={20} w={56} radius="xl" />
        </Group>
      }
    />
  );
}
