import { Badge, Box, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Icon, IconCalendarPlus, IconChevronRight, IconFileAnalytics, IconUserPlus } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import { usePermission } from '../../lib/use-permission';
import classes from './shortcut-cards.module.css';
import { DASHBOARD_SCREEN_TEXT as T } from './dashboard.text';

interface Shortcut {
  label: string;
  hint: string;
  icon: Icon;
  color: string;
  /** Where it leads; 'Relatório Diário' only for the roles that may open it (issue #24). */
  to?: string;
}

const SHORTCUTS: Shortcut[] = [
  { label: T.newAppointment, hint: T.newAppointmentHint, icon: IconCalendarPlus, color: 'clinic', to: '/appointments' },
  { label: T.newPatient, hint: T.newPatientHint, icon: IconUserPlus, color: 'blue', to: '/patients' },
  { label: T.dailyReport, hint: T.dailyReportHint, icon: IconFileAnalytics, color: 'gray' },
];

/** Three shortcut cards; those with a destination are links. */
export function ShortcutCards() {
  const titleId = useId();
  const canReport = usePermission('finance:oversee');
  return (
    <Stack component="section" aria-labelledby={titleId} gap="sm" h="100%">
      <Title order={2} fz="lg" fw={600} id={titleId}>
        {T.shortcuts}
      </Title>
      {SHORTCUTS.map((shortcut) => (
        <ShortcutCard key={shortcut.label} {...shortcut} {...(shortcut.label === T.dailyReport && canReport ? { to: '/reports/daily' } : {})} />
      ))}
    </Stack>
  );
}

function ShortcutCard({ label, hint, icon: ShortcutIcon, color, to }: Shortcut) {
  const body = (
    <Group gap="md" wrap="nowrap">
      <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden>
        <ShortcutIcon size={24} stroke={1.6} />
      </ThemeIcon>
      <Box miw={0} style={{ flex: 1 }}>
        <Text fw={600} lh={1.3}>
          {label}
        </Text>
        <Text fz="sm" c="dimmed" lh={1.35}>
          {hint}
        </Text>
      </Box>
      {to ? (
        <IconChevronRight size={18} aria-hidden className={classes.chevron} />
      ) : (
        <Badge variant="light" color="gray" tt="none" fw={600}>
          {T.comingSoon}
        </Badge>
      )}
    </Group>
  );
  if (!to) {
    return (
      <Paper withBorder p="md" data-testid="shortcut-daily-report">
        {body}
      </Paper>
    );
  }
  return (
    <Paper component={Link} to={to} withBorder shadow="xs" p="md" className={classes.link}>
      {body}
    </Paper>
  );
}
