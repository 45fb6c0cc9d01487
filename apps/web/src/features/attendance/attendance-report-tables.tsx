import { type AttendanceRateLine, formatRate } from '@clinic/domain';
import { Table, Text } from '@mantine/core';
import { useId } from 'react';

import { TitledSection } from '../../components/titled-section';
import { ATTENDANCE_SCREEN_TEXT as T } from './attendance.text';

export interface RateRow extends AttendanceRateLine {
  key: string | number;
  name: string;
}

/** One grouping of the report as a table: the group's name, appointments counted, no-shows and late cancellations with their rates. */
export function RateTable({ title, nameColumn, rows, hint, testId }: { title: string; nameColumn: string; rows: RateRow[]; hint?: string; testId: string }) {
  const titleId = useId();
  return (
    <TitledSection titleId={titleId} title={title} data-testid={testId}>
      {hint && (
        <Text fz="sm" c="dimmed" mb="xs">
          {hint}
        </Text>
      )}
      {rows.length === 0 ? (
        <Text c="dimmed">{T.noneInGroup}</Text>
      ) : (
        <Table aria-labelledby={titleId} striped fz="sm" verticalSpacing={6} horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{nameColumn}</Table.Th>
              <Table.Th scope="col" ta="right">
                {T.baseColumn}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {T.noShowsColumn}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {T.lateCancelsColumn}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {row.name}
                </Table.Th>
                <Table.Td ta="right">{row.base}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {T.countAndRate(row.noShows, formatRate(row.noShowRate))}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {T.countAndRate(row.lateCancels, formatRate(row.lateCancelRate))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </TitledSection>
  );
}
