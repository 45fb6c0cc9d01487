import type { AppointmentListItem } from '@clinic/domain';
import { Group } from '@mantine/core';
import { IconCheck, IconLock } from '@tabler/icons-react';

import { fullName } from './agenda-format';
import classes from './agenda.module.css';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';
import { readableTextColor, safeColor } from './contrast';

interface AppointmentChipProps {
  appointment: AppointmentListItem;
  /** The cell's name for a screen reader (patient, physiotherapist, time, room). */
  label: string;
  /** Shown under the names (the room, in the week view). */
  detail?: string;
  /** Opens the edit dialog; without it the chip is read-only. */
  onOpen?: (appointment: AppointmentListItem) => void;
  draggable: boolean;
  pending: boolean;
  onDragStart: (appointment: AppointmentListItem) => void;
  onDragEnd: () => void;
}

/** One appointment in the physiotherapist's colour (text black or white, whichever reads), or a block. */
export function AppointmentChip({ appointment, label, detail, onOpen, draggable, pending, onDragStart, onDragEnd }: AppointmentChipProps) {
  const blocked = appointment.patientId === null;
  const background = safeColor(appointment.physiotherapist.color);
  const style = blocked ? undefined : { background, color: readableTextColor(background) };
  const completed = appointment.status === 'completed';
  const content = (
    <>
      {blocked ? (
        <Group gap={4} wrap="nowrap" component="span" fw={700} fz="sm">
          <IconLock size={14} stroke={2} aria-hidden />
          {T.blocked}
        </Group>
      ) : (
        <Group gap={4} wrap="nowrap" component="span" fw={700} fz="sm" className={classes.ellipsis}>
          {completed && <IconCheck size={14} stroke={2.5} aria-hidden />}
          <span className={classes.ellipsis}>{fullName(appointment.patient)}</span>
        </Group>
      )}
      <span className={classes.ellipsis} style={{ fontSize: 'var(--mantine-font-size-xs)' }}>
        {fullName(appointment.physiotherapist)}
        {detail ? ` · ${detail}` : ''}
      </span>
    </>
  );
  const common = {
    className: `${classes.chip} ${blocked ? classes.blocked : ''}`,
    style,
    'data-pending': pending || undefined,
    'data-completed': completed || undefined,
    'data-testid': 'appointment-chip',
  };
  if (!onOpen) {
    return (
      <div {...common} role="group" aria-label={label} style={{ ...style, cursor: 'default' }}>
        {content}
      </div>
    );
  }
  return (
    <button
      type="button"
      {...common}
      aria-label={completed ? `${label}, ${T.completedMark}` : label}
      onClick={() => onOpen(appointment)}
      draggable={draggable}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(appointment.id));
        onDragStart(appointment);
      }}
      onDragEnd={onDragEnd}
    >
      {content}
    </button>
  );
}
