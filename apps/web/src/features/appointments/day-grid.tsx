import { GRID_TIMES } from '@clinic/domain';

import type { AgendaGridProps } from './agenda-grid-props';
import { appointmentIn } from './agenda-slots';
import classes from './agenda.module.css';
import { AppointmentChip } from './appointment-chip';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';
import { DropCell } from './drop-cell';

/** Spec §2 day view: hours 08:00–19:00 as rows, active rooms as columns. */
export function DayGrid({ days, rooms, index, onNew, onOpen, drag, label }: AgendaGridProps) {
  const date = days[0] ?? '';
  return (
    <div className={classes.scroller} data-testid="agenda-scroller">
      <table className={classes.table} aria-label={label} style={{ minWidth: 76 + rooms.length * 150 }}>
        <thead>
          <tr>
            <th scope="col" className={classes.hour}>
              {T.hourHeader}
            </th>
            {rooms.map((room) => (
              <th key={room.id} scope="col">
                {room.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {GRID_TIMES.map((time) => (
            <tr key={time}>
              <th scope="row" className={classes.hour}>
                {time}
              </th>
              {rooms.map((room) => {
                const appointment = appointmentIn(index, date, time, room.id);
                const free = !appointment;
                return (
                  <DropCell
                    key={room.id}
                    className={classes.cell}
                    accepts={free && Boolean(onOpen)}
                    onDropHere={() => drag.drop({ date, time, roomId: room.id })}
                  >
                    {appointment ? (
                      <AppointmentChip
                        appointment={appointment}
                        where={T.chipWhere(time, room.name)}
                        onOpen={onOpen}
                        draggable={Boolean(onOpen)}
                        pending={drag.pendingId === appointment.id}
                        onDragStart={drag.start}
                        onDragEnd={drag.end}
                      />
                    ) : onNew ? (
                      <button
                        type="button"
                        className={classes.available}
                        aria-label={T.cellAvailable(time, room.name)}
                        onClick={() => onNew({ date, time, roomId: room.id })}
                      >
                        {T.available}
                      </button>
                    ) : (
                      <span className={classes.available}>{T.available}</span>
                    )}
                  </DropCell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
