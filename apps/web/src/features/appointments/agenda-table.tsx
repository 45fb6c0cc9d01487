import { type AppointmentListItem, GRID_TIMES } from '@clinic/domain';
import type { ReactNode, ThHTMLAttributes } from 'react';

import type { AgendaDrag } from './agenda-grid-props';
import classes from './agenda.module.css';
import { AppointmentChip } from './appointment-chip';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';

type HeadingProps = ThHTMLAttributes<HTMLTableCellElement> & { [data: `data-${string}`]: string | undefined };

interface AgendaTableProps<Column> {
  label: string;
  /** Rooms (day view) or days (week view). */
  columns: Column[];
  columnKey: (column: Column) => string | number;
  /** A column's heading cell: its text and attributes. */
  heading: (column: Column) => { content: ReactNode; props?: HeadingProps };
  /** One slot: the column at `time` (a `DropCell`). */
  cell: (column: Column, time: string) => ReactNode;
}

/** The grid both agenda views share: hours 08:00–19:00 as rows after the 'Horário' column, one column per room or day. */
export function AgendaTable<Column>({ label, columns, columnKey, heading, cell }: AgendaTableProps<Column>) {
  return (
    <table className={classes.table} aria-label={label} style={{ minWidth: 76 + columns.length * 150 }}>
      <thead>
        <tr>
          <th scope="col" className={classes.hour}>
            {T.hourHeader}
          </th>
          {columns.map((column) => {
            const { content, props } = heading(column);
            return (
              <th key={columnKey(column)} scope="col" {...props}>
                {content}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {GRID_TIMES.map((time) => (
          <tr key={time}>
            <th scope="row" className={classes.hour}>
              {time}
            </th>
            {columns.map((column) => cell(column, time))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface GridChipProps {
  appointment: AppointmentListItem;
  where: string;
  detail?: string;
  onOpen?: (appointment: AppointmentListItem) => void;
  drag: AgendaDrag;
}

/** An appointment in a grid slot: opened and dragged only when the role may edit (`onOpen`). */
export function GridChip({ appointment, where, detail, onOpen, drag }: GridChipProps) {
  return (
    <AppointmentChip
      appointment={appointment}
      where={where}
      detail={detail}
      onOpen={onOpen}
      draggable={Boolean(onOpen)}
      pending={drag.pendingId === appointment.id}
      onDragStart={drag.start}
      onDragEnd={drag.end}
    />
  );
}
