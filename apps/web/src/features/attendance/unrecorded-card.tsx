import { ATTENDANCE_LABELS, type AppointmentListItem, formatIsoDate, fullName } from '@clinic/domain';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCircleCheck, IconUserX } from '@tabler/icons-react';
import { useId } from 'react';

import { EmptyState } from '../../components/empty-state';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { TitledSection } from '../../components/titled-section';
import { trpc } from '../../lib/trpc';
import { ATTENDANCE_SCREEN_TEXT as T } from './attendance.text';
import { useMarkAttendance } from './use-attendance-mutations';

/**
 * 'Sem registro' on the dashboard (reception, physiotherapists, managers): past appointments of the
 * last 30 days up to yesterday still agendado, confirmado or presente, each with one-click
 * 'Atendido' and 'Faltou'. Nothing is ever changed without someone choosing.
 */
export function UnrecordedCard() {
  const titleId = useId();
  const list = trpc.attendance.unrecorded.useQuery(undefined, { refetchOnMount: 'always' });
  const data = list.data;
  return (
    <TitledSection titleId={titleId} title={data && data.total > 0 ? T.unrecordedTitleCount(data.total) : T.unrecordedTitle} data-testid="unrecorded-attendance">
      {list.isPending && (
        <Text c="dimmed" role="status">
          {T.unrecordedLoading}…
        </Text>
      )}
      {list.isError && <LoadErrorAlert title={T.unrecordedError} query={list} retryLabel={T.retry} />}
      {data && data.total === 0 && <EmptyState icon={<IconCircleCheck size={24} stroke={1.5} />} text={T.unrecordedEmpty} py="md" />}
      {data && data.total > 0 && (
        <Stack gap="xs">
          <Text fz="sm" c="dimmed">
            {T.unrecordedHint}
          </Text>
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {data.appointments.map((appointment) => (
              <li key={appointment.id}>
                <UnrecordedRow appointment={appointment} />
              </li>
            ))}
          </Stack>
          {data.total > data.appointments.length && (
            <Text fz="sm" c="dimmed">
              {T.unrecordedMore(data.appointments.length, data.total)}
            </Text>
          )}
        </Stack>
      )}
    </TitledSection>
  );
}

/** The two outcomes reception records from the list. */
const MARKS = [
  { state: 'atendido', color: 'teal', icon: IconCheck, label: T.attended, name: T.attendedFor },
  { state: 'faltou', color: 'red', icon: IconUserX, label: T.noShow, name: T.noShowFor },
] as const;

function UnrecordedRow({ appointment }: { appointment: AppointmentListItem }) {
  const mark = useMarkAttendance();
  const name = appointment.patient ? fullName(appointment.patient) : '';
  const when = T.unrecordedWhen(formatIsoDate(appointment.date), appointment.time, fullName(appointment.physiotherapist));
  const who = `${name}, ${when}`;
  return (
    <Group
      justify="space-between"
      gap="sm"
      p="xs"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
      data-testid="unrecorded-row"
    >
      <Stack gap={0} miw={0}>
        <Group gap={6}>
          <Text fw={600}>{name}</Text>
          {appointment.attendanceStatus !== 'agendado' && (
            <Badge variant="light" color="gray" c="dark" tt="none" size="sm">
              {ATTENDANCE_LABELS[appointment.attendanceStatus]}
            </Badge>
          )}
        </Group>
        <Text fz="sm" c="dimmed">
          {when}
        </Text>
      </Stack>
      <Group gap="xs">
        {MARKS.map(({ state, color, icon: MarkIcon, label, name }) => (
          <Button
            key={state}
            size="xs"
            variant="light"
            color={color}
            leftSection={<MarkIcon size={14} aria-hidden />}
            aria-label={name(who)}
            loading={mark.isPending && mark.variables?.attendanceStatus === state}
            disabled={mark.isPending}
            onClick={() => mark.mutate({ id: appointment.id, attendanceStatus: state })}
          >
            {label}
          </Button>
        ))}
      </Group>
    </Group>
  );
}
