import { Table, type TableProps, type TableThProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A column heading: its text, or its text with the heading cell's props (a numeric class, `ta="right"`). */
export type HeadCell = string | { label: string; th: TableThProps };

interface ListTableProps {
  /** Narrower than this, the table scrolls sideways. */
  minWidth: number;
  /** The table's accessible name. */
  label: string;
  /** The headings, in order; `false` leaves a column out (one only some roles see). */
  head: (HeadCell | false)[];
  /** Other looks than the lists' (sm rows, md columns, highlighted on hover). */
  look?: Partial<TableProps>;
  /** The body's rows. */
  children: ReactNode;
}

/** A list's table on wide screens: the scroll container, the headings, then the rows given. */
export function ListTable({ minWidth, label, head, look, children }: ListTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label={label} {...look}>
        <Table.Thead>
          <Table.Tr>
            {head.map((cell) => {
              if (cell === false) return null;
              return typeof cell === 'string' ? (
                <Table.Th key={cell}>{cell}</Table.Th>
              ) : (
                <Table.Th key={cell.label} {...cell.th}>
                  {cell.label}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
