import { ATTENDANCE_LABELS, type AppointmentListItem, type AttendanceStatus, toIsoDate } from '@clinic/domain';
import { Badge, Button } from '@mantine/core';
import { IconCheck, IconDoorEnter, IconUserX } from '@tabler/icons-react';

import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';
import { chipAttendanceActions } from './chip-attendance';
import { useSetAttendance } from './use-appointment-mutations';

/**
 * The edit dialog's attendance: the state as it is, and 'Chegou', 'Atendido' (by hand) and
 * 'Faltou' while nothing is recorded (setAttendance, logged). Closes the dialog once saved.
 */
export function DialogAttendance({ appointment, onDone }: { appointment: AppointmentListItem; onDone: () => void }) {
  const set = useSetAttendance();
  if (appointment.patientId === null) return null;
  const { checkIn, noShow } = chipAttendanceActions(appointment, toIsoDate(new Date()));
  const mark = (attendanceStatus: AttendanceStatus) => set.mutate({ id: appointment.id, attendanceStatus }, { onSuccess: onDone });
  const busy = (state: AttendanceStatus) => set.isPending && set.variables?.attendanceStatus === state;
  return (
    <>
      <Badge variant="light" color="gray" tt="none" size="lg" c="dark" data-testid="dialog-attendance">
        {`${T.attendanceField}: ${ATTENDANCE_LABELS[appointment.attendanceStatus]}`}
      </Badge>
      {checkIn && (
        <Button variant="light" leftSection={<IconDoorEnter size={16} aria-hidden />} loading={busy('presente')} disabled={set.isPending} onClick={() => mark('presente')}>
          {T.checkIn}
        </Button>
      )}
      {noShow && (
        <Button variant="light" color="teal" leftSection={<IconCheck size={16} aria-hidden />} loading={busy('atendido')} disabled={set.isPending} onClick={() => mark('atendido')}>
          {T.attended}
        </Button>
      )}
      {noShow && (
        <Button variant="light" color="red" leftSection={<IconUserX size={16} aria-hidden />} loading={busy('faltou')} disabled={set.isPending} onClick={() => mark('faltou')}>
          {T.noShow}
        </Button>
      )}
    </>
  );
}
