import { type AttendanceRateLine, formatRate } from '@clinic/domain';
import { SimpleGrid, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId } from 'react';

import { LabeledFigure } from '../../components/stat-card';
import { TitledSection } from '../../components/titled-section';
import { ATTENDANCE_SCREEN_TEXT as T } from './attendance.text';

export interface RateRow extends AttendanceRateLine {
  key: string | number;
  name: string;
}

/**
 * One grouping of the report as a table: the group's name, appointments counted, no-shows and late
 * cancellations with their rates. On a phone, one card per row with the same labels (four columns
 * of long Portuguese words do not fit 390 px).
 */
export function RateTable({ title, nameColumn, rows, hint, testId }: { title: string; nameColumn: string; rows: RateRow[]; hint?: string; testId: string }) {
  const titleId = useId();
  const theme = useMantineTheme();
  const asTable = useMediaQuery(`(min-width: ${theme.breakpoints.xs})`, false, { getInitialValueInEffect: false });
  return (
    <TitledSection titleId={titleId} title={title} data-testid={testId}>
      {hint && (
        <Text fz="sm" c="dimmed" mb="xs">
          {hint}
        </Text>
      )}
      {rows.length === 0 ? (
        <Text c="dimmed">{T.noneInGroup}</Text>
      ) : !asTable ? (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
          {rows.map((row) => (
            <li key={row.key} style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)', padding: 8 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {row.name}
              </Text>
              <SimpleGrid cols={3} spacing="xs" mt={4}>
                <LabeledFigure label={T.baseColumn} value={row.base} />
                <LabeledFigure label={T.noShowsColumn} value={T.countAndRate(row.noShows, formatRate(row.noShowRate))} />
                <LabeledFigure label={T.lateCancelsColumn} value={T.countAndRate(row.lateCancels, formatRate(row.lateCancelRate))} />
              </SimpleGrid>
            </li>
          ))}
        </Stack>
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
