import { GRID_TIMES } from '@clinic/domain';
import { Box, Skeleton } from '@mantine/core';

import classes from './agenda.module.css';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';

/** The grid's shape while the agenda loads: hour rows and a few columns of placeholders. */
export function AgendaSkeleton({ columns }: { columns: number }) {
  return (
    <Box role="status" aria-busy="true" aria-label={T.loading} className={classes.scroller} data-testid="agenda-loading">
      <table className={classes.table} aria-hidden style={{ minWidth: 76 + columns * 150 }}>
        <tbody>
          {GRID_TIMES.map((time) => (
            <tr key={time}>
              <td className={classes.hour}>{time}</td>
              {Array.from({ length: columns }, (_, i) => (
                <td key={i} className={classes.cell}>
                  <Skeleton h={56} radius="sm" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
