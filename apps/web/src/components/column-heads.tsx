import { Table, type TableProps, type TableScrollContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table's head: one row of column headings (`scope="col"`), in order; `false` leaves a column out. */
export function ColumnHeads({ labels }: { labels: readonly (string | false)[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {labels.map(
          (label, i) =>
            label !== false && (
              <Table.Th scope="col" key={`${i}-${label}`}>
                {label}
              </Table.Th>
            ),
        )}
      </Table.Tr>
    </Table.Thead>
  );
}

interface HeadedTableProps extends Omit<TableProps, 'children'> {
  /** Narrower than this, the table scrolls sideways. */
  minWidth: number;
  /** The scroll container's own props (`type`, a focusable region's role and name). */
  scroll?: Omit<TableScrollContainerProps, 'minWidth' | 'children'>;
  /** The column headings, in order; `false` leaves a column out. */
  head: readonly (string | false)[];
  /** The body's rows. */
  children: ReactNode;
}

/** A table that scrolls sideways when narrow: its column headings, then the rows given. */
export function HeadedTable({ minWidth, scroll, head, children, ...table }: HeadedTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} {...scroll}>
      <Table {...table}>
        <ColumnHeads labels={head} />
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
