import type { DashboardStats } from '@clinic/domain';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { type Icon, IconCalendarEvent, IconDoor, IconStethoscope, IconUsers } from '@tabler/icons-react';

import { DASHBOARD_SCREEN_TEXT as T } from './dashboard.text';

const GRID_COLS = { base: 1, xs: 2, lg: 4 };

interface StatDefinition {
  key: keyof DashboardStats;
  label: string;
  hint: string;
  icon: Icon;
  color: string;
}

const STATS: StatDefinition[] = [
  { key: 'activePatients', label: T.activePatients, hint: T.activePatientsHint, icon: IconUsers, color: 'clinic' },
  { key: 'todayAppointments', label: T.todayAppointments, hint: T.todayAppointmentsHint, icon: IconCalendarEvent, color: 'blue' },
  { key: 'physiotherapists', label: T.physiotherapists, hint: T.physiotherapistsHint, icon: IconStethoscope, color: 'grape' },
  { key: 'availableRooms', label: T.availableRooms, hint: T.availableRoomsHint, icon: IconDoor, color: 'orange' },
];

/** The four figures of the day; 'Salas Disponíveis' shows the server's "free/total" text. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <SimpleGrid component="ul" cols={GRID_COLS} spacing="md" aria-label={T.statsLabel} m={0} p={0} style={{ listStyle: 'none' }}>
      {STATS.map(({ key, label, hint, icon: StatIcon, color }) => (
        <Paper component="li" key={key} withBorder shadow="xs" p="lg">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} miw={0}>
              <Text fz="sm" fw={600} c="dimmed">
                {label}
              </Text>
              <Text fz={32} fw={700} lh={1.15} data-testid={`stat-${key}`} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {key === 'availableRooms' ? stats.availableRooms || T.defaultRooms : stats[key]}
              </Text>
              <Text fz="xs" c="dimmed">
                {hint}
              </Text>
            </Stack>
            <ThemeIcon size={48} radius="md" variant="light" color={color} aria-hidden>
              <StatIcon size={26} stroke={1.6} />
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Four placeholder cards while the figures load. */
export function StatCardsSkeleton() {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="md" role="status" aria-busy="true" aria-label={T.statsLabel} data-testid="stats-loading">
      {STATS.map(({ key }) => (
        <Paper key={key} withBorder p="lg">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={10} style={{ flex: 1 }}>
              <Skeleton h={12} w="55%" />
              <Skeleton h={28} w={64} />
              <Skeleton h={10} w="45%" />
            </Stack>
            <Skeleton h={48} w={48} radius="md" />
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
