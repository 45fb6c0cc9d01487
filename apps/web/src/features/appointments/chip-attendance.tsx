import { type AppointmentListItem, type AttendanceStatus, toIsoDate } from '@clinic/domain';
import { Button } from '@mantine/core';
import {
  type Icon,
  IconArrowForwardUp,
  IconCheck,
  IconCircleCheck,
  IconCircleX,
  IconClockExclamation,
  IconDoorEnter,
  IconUserX,
} from '@tabler/icons-react';

import classes from './agenda.module.css';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';
import { useSetAttendance } from './use-appointment-mutations';

/** The icon a chip shows for its attendance state (none while merely 'agendado'); its name is the state's label. */
export const ATTENDANCE_ICONS: Record<AttendanceStatus, Icon | null> = {
  agendado: null,
  confirmado: IconCircleCheck,
  presente: IconDoorEnter,
  atendido: IconCheck,
  faltou: IconUserX,
  cancelado_paciente: IconCircleX,
  cancelado_tarde: IconClockExclamation,
  cancelado_clinica: IconCircleX,
  remarcado: IconArrowForwardUp,
};

const OPEN: readonly AttendanceStatus[] = ['agendado', 'confirmado', 'presente'];

/** 'Chegou' on the day itself before check-in; 'Faltou' from the day itself on, while nothing is recorded. */
export function chipAttendanceActions(appointment: AppointmentListItem, today: string): { checkIn: boolean; noShow: boolean } {
  if (appointment.patientId === null || !OPEN.includes(appointment.attendanceStatus)) return { checkIn: false, noShow: false };
  return {
    checkIn: appointment.date === today && appointment.attendanceStatus !== 'presente',
    noShow: appointment.date <= today,
  };
}

/** The chip's one-click 'Chegou' and 'Faltou' (setAttendance, logged); `who` names the appointment for a screen reader. */
export function ChipAttendanceActions({ appointment, who }: { appointment: AppointmentListItem; who: string }) {
  const { checkIn, noShow } = chipAttendanceActions(appointment, toIsoDate(new Date()));
  // The mutation only on the chips that offer an action (a week holds hundreds of chips).
  return checkIn || noShow ? <ActionButtons appointment={appointment} who={who} checkIn={checkIn} noShow={noShow} /> : null;
}

function ActionButtons({ appointment, who, checkIn, noShow }: { appointment: AppointmentListItem; who: string; checkIn: boolean; noShow: boolean }) {
  const set = useSetAttendance();
  const actions = [
    { state: 'presente', shown: checkIn, icon: IconDoorEnter, label: T.checkIn, name: T.checkInFor(who) },
    { state: 'faltou', shown: noShow, icon: IconUserX, label: T.noShow, name: T.noShowFor(who) },
  ] as const;
  return (
    <div className={classes.chipActions} role="group" aria-label={T.attendanceActions(who)}>
      {actions
        .filter((action) => action.shown)
        .map(({ state, icon: ActionIcon, label, name }) => (
          <Button
            key={state}
            size="compact-xs"
            variant="default"
            leftSection={<ActionIcon size={12} aria-hidden />}
            aria-label={name}
            loading={set.isPending && set.variables?.attendanceStatus === state}
            disabled={set.isPending}
            onClick={() => set.mutate({ id: appointment.id, attendanceStatus: state })}
          >
            {label}
          </Button>
        ))}
    </div>
  );
}
