import { Box, SimpleGrid, type SimpleGridProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailRow {
  label: string;
  value: ReactNode;
}

/** One label over its value, inside a `<dl>` (the cards' and detail views' labelled values). */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box miw={0}>
      <Text component="dt" fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" fz="sm" m={0} style={{ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
    </Box>
  );
}

/** Label/value rows two to a line: a record's fields in a card or a detail view. */
export function DetailList({ rows, cols = 2 }: { rows: DetailRow[]; cols?: SimpleGridProps['cols'] }) {
  return (
    <SimpleGrid component="dl" cols={cols} spacing="sm" verticalSpacing="xs" m={0}>
      {rows.map((row) => (
        <DetailItem key={row.label} label={row.label}>
          {row.value}
        </DetailItem>
      ))}
    </SimpleGrid>
  );
}
