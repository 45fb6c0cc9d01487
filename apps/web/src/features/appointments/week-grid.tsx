import { ActionIcon, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

import { shortDay } from './agenda-format';
import type { AgendaGridProps } from './agenda-grid-props';
import { appointmentsAt, slotHasRoom } from './agenda-slots';
import classes from './agenda.module.css';
import { AgendaTable, GridChip } from './agenda-table';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';
import { DropCell } from './drop-cell';

/**
 * Spec §2 week view: Monday–Friday columns, each slot listing its appointments, '+' while an active
 * room is free. The filters choose what is listed; whether a room is free counts everyone's.
 */
export function WeekGrid({ days, rooms, index, listed, today, onNew, onOpen, drag, label }: AgendaGridProps) {
  const roomById = new Map(rooms.map((room) => [room.id, room]));
  // With a room filter, a slot is full once that room is taken; an inactive room takes no new booking.
  const capacity = rooms.filter((room) => room.isActive).length;
  return (
    <AgendaTable
      label={label}
      columns={days}
      columnKey={(day) => day}
      heading={(day) => ({
        content: shortDay(day),
        props: { className: day === today ? classes.today : undefined, style: { textTransform: 'capitalize' } },
      })}
      cell={(day, time) => {
        const inScope = appointmentsAt(index, day, time).filter((a) => roomById.has(a.roomId));
        const shown = inScope.filter(listed);
        const hidden = inScope.length - shown.length;
        const hasRoom = slotHasRoom(
          inScope.filter((a) => roomById.get(a.roomId)?.isActive),
          capacity,
        );
        const dayName = shortDay(day);
        return (
          <DropCell
            key={day}
            className={classes.weekCell}
            accepts={hasRoom && Boolean(onOpen)}
            onDropHere={() => drag.drop({ date: day, time, roomId: null })}
          >
            {shown.map((appointment) => {
              const room = roomById.get(appointment.roomId);
              return (
                <GridChip
                  key={appointment.id}
                  appointment={appointment}
                  where={T.chipWhen(dayName, time)}
                  detail={room && !room.isActive ? T.roomInactiveDetail(appointment.room.name) : appointment.room.name}
                  onOpen={onOpen}
                  drag={drag}
                />
              );
            })}
            <div className={classes.weekFooter}>
              {inScope.length === 0 ? (
                <Text c="dimmed" fz="sm" aria-label={T.emptyCell(dayName, time)} role="img" px={4}>
                  {T.emptySlot}
                </Text>
              ) : hidden > 0 ? (
                <Text c="gray.7" fz="xs" px={4}>
                  {T.othersInSlot(hidden)}
                </Text>
              ) : (
                <span />
              )}
              {onNew && hasRoom && (
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={T.addInSlot(dayName, time)}
                  onClick={() => onNew({ date: day, time, roomId: null })}
                >
                  <IconPlus size={16} aria-hidden />
                </ActionIcon>
              )}
            </div>
          </DropCell>
        );
      }}
    />
  );
}
