import { ATTENDANCE_LABELS, type AppointmentListItem, fullName } from '@clinic/domain';
import { VisuallyHidden } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

import classes from './agenda.module.css';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';
import { readableTextColor, safeColor } from '../../lib/contrast';
import { Slot } from '../../lib/feature-slots';
import { APPOINTMENT_DRAG_TYPE } from './drop-cell';
import { ATTENDANCE_ICONS, ChipAttendanceActions } from './chip-attendance';

interface AppointmentChipProps {
  appointment: AppointmentListItem;
  /** Read after the names by a screen reader ('às 09:00, Sala 2'); the names themselves are the chip's text. */
  where: string;
  /** Shown after the physiotherapist (the room, in the week view). */
  detail?: string;
  /** Opens the edit dialog; without it the chip is read-only. */
  onOpen?: (appointment: AppointmentListItem) => void;
  draggable: boolean;
  pending: boolean;
  onDragStart: (appointment: AppointmentListItem) => void;
  onDragEnd: () => void;
}

/**
 * One appointment in the physiotherapist's colour (text black or white, whichever reads), or a
 * block. Its accessible name is its own text plus hidden words: 'Ana Souza com Juliana Reis às 09:00, Sala 2'.
 */
export function AppointmentChip({ appointment, where, detail, onOpen, draggable, pending, onDragStart, onDragEnd }: AppointmentChipProps) {
  const blocked = appointment.patientId === null;
  const background = safeColor(appointment.physiotherapist.color);
  const style = blocked ? undefined : { background, color: readableTextColor(background) };
  const completed = appointment.status === 'completed';
  // The attendance state (issue #23): an icon named by its label; 'concluído' keeps naming atendido.
  const attendance = appointment.attendanceStatus;
  const StateIcon = blocked ? null : ATTENDANCE_ICONS[attendance];
  const stateWords = blocked || attendance === 'agendado' || completed ? '' : `, ${ATTENDANCE_LABELS[attendance]}`;
  const content = (
    <>
      <span className={classes.chipTitle}>
        {blocked ? (
          <IconLock size={14} stroke={2} aria-hidden />
        ) : (
          StateIcon && (
            <span className={classes.stateIcon} title={ATTENDANCE_LABELS[attendance]} data-testid="attendance-icon">
              <StateIcon size={14} stroke={2.5} aria-hidden />
            </span>
          )
        )}
        <span className={classes.ellipsis}>{blocked ? T.blocked : fullName(appointment.patient)}</span>
      </span>
      <VisuallyHidden component="span">{blocked ? T.blockedBy : T.with}</VisuallyHidden>
      <span className={classes.ellipsis} style={{ fontSize: 'var(--mantine-font-size-xs)' }}>
        {fullName(appointment.physiotherapist)}
        {detail ? ` · ${detail}` : ''}
        <VisuallyHidden component="span">
          {` ${where}`}
          {completed ? `, ${T.completedMark}` : stateWords}
        </VisuallyHidden>
      </span>
      <Slot name="PackageSession" appointment={appointment} />
    </>
  );
  const common = {
    className: `${classes.chip} ${blocked ? classes.blocked : ''}`,
    'data-pending': pending || undefined,
    'data-completed': completed || undefined,
    'data-attendance': blocked ? undefined : attendance,
    'data-testid': 'appointment-chip',
  };
  if (!onOpen) {
    return (
      <div {...common} style={{ ...style, cursor: 'default' }}>
        {content}
      </div>
    );
  }
  const chip = (
    <button
      type="button"
      {...common}
      style={style}
      onClick={() => onOpen(appointment)}
      draggable={draggable}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData(APPOINTMENT_DRAG_TYPE, String(appointment.id));
        onDragStart(appointment);
      }}
      onDragEnd={onDragEnd}
    >
      {content}
    </button>
  );
  if (blocked) return chip;
  return (
    <div className={classes.chipBox}>
      {chip}
      <ChipAttendanceActions appointment={appointment} who={`${fullName(appointment.patient)} ${where}`} />
    </div>
  );
}
