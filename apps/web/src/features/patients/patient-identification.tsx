import { type Patient, formatIsoDate, toIsoDate } from '@clinic/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';

import { DetailList } from '../../components/detail-list';
import { PatientAge } from './patient-age';
import { ArchivedBadge } from './patient-cells';
import { PatientStatusBadge } from './patient-status-badge';
import { PATIENTS_SCREEN_TEXT as T } from './patients.text';

/** Under the name: status, 'Arquivado' and since when, and what identifies her at the desk. */
export function PatientIdentificationCard({ patient }: { patient: Patient }) {
  return (
    <Paper component="section" withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} aria-label={T.identification}>
      <Stack gap="md">
        <Group gap="xs" wrap="wrap">
          <PatientStatusBadge status={patient.status} />
          {patient.archivedAt && (
            <ArchivedBadge patient={patient}>{T.archivedOn(formatIsoDate(toIsoDate(new Date(patient.archivedAt))))}</ArchivedBadge>
          )}
          <Text fz="sm" c="dimmed" fs={patient.profession ? undefined : 'italic'}>
            {patient.profession ?? T.noProfession}
          </Text>
        </Group>
        <DetailList
          cols={{ base: 2, md: 4 }}
          rows={[
            { label: T.phoneLabel, value: patient.phone },
            { label: T.cpfLabel, value: patient.cpf ?? T.none },
            { label: T.birthDateLabel, value: formatIsoDate(patient.birthDate) },
            { label: T.ageLabel, value: <PatientAge patient={patient} /> },
          ]}
        />
      </Stack>
    </Paper>
  );
}
