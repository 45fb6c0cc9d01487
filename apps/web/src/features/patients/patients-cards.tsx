import type { Patient } from '@clinic/domain';
import { Box, Divider, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { PatientAge } from './patient-age';
import { PatientActions, PatientIdentity, type PatientRowActions, dateOrDash } from './patient-cells';
import { PatientStatusBadge } from './patient-status-badge';
import { PATIENTS_SCREEN_TEXT as T } from './patients.text';

const GRID_COLS = { base: 1, sm: 2 };

interface PatientsCardsProps extends PatientRowActions {
  patients: Patient[];
  labelledBy: string;
  busy: boolean;
}

/** The list on phones and tablets: one card per patient, with the table's columns as labelled values. */
export function PatientsCards({ patients, labelledBy, busy, ...actions }: PatientsCardsProps) {
  return (
    <SimpleGrid
      component="ul"
      cols={GRID_COLS}
      spacing="sm"
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      m={0}
      px={{ base: 'sm', sm: 'md' }}
      pb={{ base: 'sm', sm: 'md' }}
      style={{ listStyle: 'none', opacity: busy ? 0.6 : 1, transition: 'opacity 150ms ease' }}
    >
      {patients.map((patient) => (
        <Paper component="li" key={patient.id} withBorder p="md" data-testid={`patient-card-${patient.id}`}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <PatientIdentity patient={patient} />
            <PatientStatusBadge status={patient.status} />
          </Group>
          <Divider my="sm" />
          <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing="xs" m={0}>
            <Detail label={T.columns.phone}>{patient.phone}</Detail>
            <Detail label={T.columns.age}>
              <PatientAge patient={patient} />
            </Detail>
            <Detail label={T.columns.originDate}>{dateOrDash(patient.originDate)}</Detail>
            <Detail label={T.columns.conversionDate}>{dateOrDash(patient.conversionDate)}</Detail>
          </SimpleGrid>
          <Group justify="flex-end" mt="xs">
            <PatientActions patient={patient} {...actions} />
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box miw={0}>
      <Text component="dt" fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" fz="sm" m={0} style={{ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
    </Box>
  );
}

export function PatientsCardsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="sm" px={{ base: 'sm', sm: 'md' }} pb={{ base: 'sm', sm: 'md' }}>
      {Array.from({ length: count }, (_, index) => (
        <Paper key={index} withBorder p="md">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton h={12} w="60%" />
              <Skeleton h={10} w="40%" />
            </Stack>
            <Skeleton h={20} w={56} radius="xl" />
          </Group>
          <Skeleton h={10} w="80%" mt="md" />
          <Skeleton h={10} w="50%" mt={8} />
        </Paper>
      ))}
    </SimpleGrid>
  );
}
