import { ATTENDANCE_LABELS, type AppointmentListItem, type AppointmentListQuery, fullName } from '@clinic/domain';
import { Anchor, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useId, useState } from 'react';

import { trpc } from '../../lib/trpc';
import { brDate } from './agenda-format';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';
import { ATTENDANCE_ICONS } from './chip-attendance';

interface CancelledAppointmentsProps {
  /** The agenda's query (the days on screen). */
  query: AppointmentListQuery;
  /** The agenda's filters (physiotherapist, room). */
  listed: (appointment: AppointmentListItem) => boolean;
  roomName: (roomId: number) => string;
  /** Opens one in the edit dialog (to book it again); without it the list is read-only. */
  onOpen?: (appointment: AppointmentListItem) => void;
}

/**
 * 'Mostrar cancelados' under the agenda (issue #23): the days' cancelled, missed and rescheduled
 * appointments with their state (they freed their slot, so the grid does not hold them).
 */
export function CancelledAppointments({ query, listed, roomName, onOpen }: CancelledAppointmentsProps) {
  const [shown, setShown] = useState(false);
  const titleId = useId();
  const list = trpc.appointments.list.useQuery({ ...query, includeCancelled: true }, { enabled: shown });
  const cancelled = (list.data ?? []).filter((a) => a.status === 'cancelled' && a.patientId !== null && listed(a));
  return (
    <Paper withBorder shadow="xs" p="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" gap="sm">
        <Text fw={600} id={titleId}>
          {shown && list.data ? T.cancelledTitle(cancelled.length) : T.cancelledSection}
        </Text>
        <Switch label={T.showCancelled} checked={shown} onChange={(e) => setShown(e.currentTarget.checked)} />
      </Group>
      {shown && list.data && cancelled.length === 0 && (
        <Text c="dimmed" fz="sm" mt="xs">
          {T.noCancelled}
        </Text>
      )}
      {shown && cancelled.length > 0 && (
        <Stack component="ul" gap={6} m={0} mt="sm" p={0} style={{ listStyle: 'none' }} data-testid="cancelled-appointments">
          {cancelled.map((a) => {
            const Icon = ATTENDANCE_ICONS[a.attendanceStatus];
            const text = `${fullName(a.patient)} ${T.with.trim()} ${fullName(a.physiotherapist)} · ${brDate(a.date)} ${a.time}, ${roomName(a.roomId)}`;
            return (
              <Group component="li" key={a.id} gap="xs" wrap="nowrap" data-attendance={a.attendanceStatus}>
                {Icon && <Icon size={16} aria-hidden style={{ flex: 'none' }} />}
                <Text fz="sm" fw={600} style={{ flex: 'none' }}>
                  {ATTENDANCE_LABELS[a.attendanceStatus]}
                </Text>
                {onOpen ? (
                  <Anchor component="button" type="button" fz="sm" ta="left" onClick={() => onOpen(a)}>
                    {text}
                  </Anchor>
                ) : (
                  <Text fz="sm">{text}</Text>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
