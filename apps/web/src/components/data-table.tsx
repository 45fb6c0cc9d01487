import { Table, type TableTdProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DataColumn<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** Digits and dates: one line, figures aligned. */
  numeric?: boolean;
  /** Dimmed when the row has no value here (the cell shows a dash). */
  missing?: (row: T) => boolean;
  td?: TableTdProps;
}

const NUMERIC = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

interface DataTableProps<T> {
  rows: T[];
  columns: DataColumn<T>[];
  rowKey: (row: T) => number | string;
  /** Attributes of a row (`data-testid`, `data-status`, a background). */
  rowProps?: (row: T) => Record<string, unknown>;
  /** The last column, right-aligned: the row's actions. */
  actions?: { label: string; cell: (row: T) => ReactNode };
  /** Narrower than this, the table scrolls sideways. */
  minWidth: number;
  labelledBy: string;
  /** The next page or filter is loading: the old rows stay, dimmed. */
  busy?: boolean;
}

/** A list on wide screens: one row per record, one column per field, the actions last. */
export function DataTable<T>({ rows, columns, rowKey, rowProps, actions, minWidth, labelledBy, busy = false }: DataTableProps<T>) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table
        verticalSpacing="sm"
        horizontalSpacing="md"
        highlightOnHover
        aria-labelledby={labelledBy}
        aria-busy={busy || undefined}
        style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms ease' }}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label}>{column.label}</Table.Th>
            ))}
            {actions && <Table.Th ta="right">{actions.label}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column) => (
                <Table.Td
                  key={column.label}
                  style={column.numeric ? NUMERIC : undefined}
                  c={column.missing?.(row) ? 'dimmed' : undefined}
                  {...column.td}
                >
                  {column.cell(row)}
                </Table.Td>
              ))}
              {actions && <Table.Td>{actions.cell(row)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
