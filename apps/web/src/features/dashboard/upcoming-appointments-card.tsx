import { type AppointmentListItem, fullName, toIsoDate } from '@clinic/domain';
import { Anchor, Badge, Box, Button, Group, Paper, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconArrowRight, IconCalendarEvent, IconPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import { LoadErrorAlert } from '../../components/load-error-alert';
import placeholder from '../../components/placeholder.module.css';
import { trpc } from '../../lib/trpc';
import { agendaLink } from '../../lib/agenda-links';
import { safeColor } from '../../lib/contrast';
import { DASHBOARD_SCREEN_TEXT as T } from './dashboard.text';

/** 'Hoje', 'Amanhã' or 'qua., 25/11'. */
function dayLabel(date: string, today: string): string {
  if (date === today) return T.today;
  if (date === dayjs(today).add(1, 'day').format('YYYY-MM-DD')) return T.tomorrow;
  return dayjs(date).locale('pt-br').format('ddd, DD/MM');
}

function UpcomingRow({ appointment, today }: { appointment: AppointmentListItem; today: string }) {
  const day = dayLabel(appointment.date, today);
  const patient = fullName(appointment.patient);
  const physiotherapist = fullName(appointment.physiotherapist);
  return (
    <UnstyledButton
      component={Link}
      to={agendaLink(appointment.date)}
      p="sm"
      style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap="md" wrap="nowrap">
        <Stack gap={0} align="center" miw={64}>
          <Text fz="xs" c="dimmed" tt="capitalize">
            {day}
          </Text>
          <Text fw={700} fz="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {appointment.time}
          </Text>
        </Stack>
        <Box
          w={4}
          style={{ alignSelf: 'stretch', borderRadius: 2, background: safeColor(appointment.physiotherapist.color) }}
          aria-hidden
        />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} truncate>
            {patient}
          </Text>
          <Text fz="sm" c="dimmed" truncate>
            {physiotherapist} · {appointment.room.name}
          </Text>
        </Stack>
        <Badge variant="light" color="gray" visibleFrom="xs">
          {appointment.type === 'atendimento' ? 'Atendimento' : 'Consulta'}
        </Badge>
      </Group>
    </UnstyledButton>
  );
}

/** 'Próximos Agendamentos': the next appointments from now on, each opening the agenda at its day. */
export function UpcomingAppointmentsCard() {
  const titleId = useId();
  // What is next changes with every booking: fetch it afresh on each visit.
  const upcoming = trpc.dashboard.upcoming.useQuery(undefined, { refetchOnMount: 'always' });
  const today = toIsoDate();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder shadow="xs" p="lg" h="100%">
      <Group justify="space-between" gap="sm" mb="md">
        <Title order={2} fz="lg" fw={600} id={titleId}>
          {T.upcoming}
        </Title>
        <Anchor component={Link} to="/appointments" fz="sm" fw={600}>
          <Group gap={4} wrap="nowrap">
            {T.seeAll}
            <IconArrowRight size={16} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      {upcoming.isPending && (
        <Stack gap="xs" role="status" aria-busy="true" aria-label={T.upcomingLoading} className={placeholder.pulse}>
          {[0, 1, 2].map((i) => (
            <div key={i} className={placeholder.bone} style={{ height: 62 }} />
          ))}
        </Stack>
      )}
      {upcoming.isError && <LoadErrorAlert title={T.upcomingError} query={upcoming} retryLabel={T.retry} />}
      {upcoming.data && upcoming.data.length > 0 && (
        <Stack gap="xs" data-testid="upcoming-list">
          {upcoming.data.map((appointment) => (
            <UpcomingRow key={appointment.id} appointment={appointment} today={today} />
          ))}
        </Stack>
      )}
      {upcoming.data && upcoming.data.length === 0 && (
        <Stack align="center" gap="xs" py={{ base: 'lg', sm: 48 }} px="md">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
            <IconCalendarEvent size={28} stroke={1.5} />
          </ThemeIcon>
          <Text fw={600} ta="center" mt="xs">
            {T.noUpcoming}
          </Text>
          <Text c="dimmed" fz="sm" ta="center">
            {T.startCreating}
          </Text>
          <Button component={Link} to="/appointments" mt="sm" leftSection={<IconPlus size={18} />}>
            {T.newAppointment}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
