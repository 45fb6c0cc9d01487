import { Badge } from '@mantine/core';

import { Slot } from '../../lib/feature-slots';

import type { AgendaGridProps } from './agenda-grid-props';
import { appointmentIn } from './agenda-slots';
import classes from './agenda.module.css';
import { AgendaTable, GridChip } from './agenda-table';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';
import { DropCell } from './drop-cell';

/**
 * Spec §2 day view: hours 08:00–19:00 as rows, rooms as columns (an inactive room only on a day it
 * still holds appointments, marked 'Inativa'). A slot taken by someone the filters leave out shows
 * 'Ocupado', never 'Disponível'.
 */
export function DayGrid({ days, rooms, index, listed, onNew, onOpen, drag, label }: AgendaGridProps) {
  const date = days[0] ?? '';
  return (
    <AgendaTable
      label={label}
      columns={rooms}
      columnKey={(room) => room.id}
      heading={(room) => ({
        props: { 'data-inactive': room.isActive ? undefined : 'true' },
        content: (
          <>
            {room.name}
            {!room.isActive && (
              <Badge ml={6} size="xs" color="gray" variant="outline" data-testid="inactive-room">
                {T.inactiveRoom}
              </Badge>
            )}
          </>
        ),
      })}
      cell={(room, time) => {
        const appointment = appointmentIn(index, date, time, room.id);
        const free = !appointment && room.isActive;
        return (
          <DropCell
            key={room.id}
            className={classes.cell}
            // Holds the waitlist's count at the bottom of a freed cell (the WaitlistCell slot).
            style={{ position: 'relative' }}
            accepts={free && Boolean(onOpen)}
            onDropHere={() => drag.drop({ date, time, roomId: room.id })}
          >
            {appointment && listed(appointment) ? (
              <GridChip appointment={appointment} where={T.chipWhere(time, room.name)} onOpen={onOpen} drag={drag} />
            ) : appointment ? (
              <span className={classes.busy} role="img" aria-label={T.cellBusy(time, room.name)}>
                {T.busy}
              </span>
            ) : !room.isActive ? (
              <span className={classes.busy} role="img" aria-label={T.cellInactive(time, room.name)}>
                {T.emptySlot}
              </span>
            ) : onNew ? (
              <>
                <button
                  type="button"
                  className={classes.available}
                  aria-label={T.cellAvailable(time, room.name)}
                  onClick={() => onNew({ date, time, roomId: room.id })}
                >
                  {T.available}
                </button>
                <Slot name="WaitlistCell" date={date} time={time} roomId={room.id} roomName={room.name} />
              </>
            ) : (
              <span className={classes.available}>{T.available}</span>
            )}
          </DropCell>
        );
      }}
    />
  );
}
