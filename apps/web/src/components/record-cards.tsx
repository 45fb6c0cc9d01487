import { Divider, Group, Paper, type PaperProps, SimpleGrid, Skeleton } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

import { type DetailRow, DetailList } from './detail-list';

const GRID_COLS = { base: 1, sm: 2 };
const GRID_PADDING = { px: { base: 'sm', sm: 'md' }, pb: { base: 'sm', sm: 'md' } } as const;

interface RecordCardsProps<T> {
  rows: T[];
  rowKey: (row: T) => number | string;
  labelledBy: string;
  /** The next page or filter is loading: the old cards stay, dimmed. */
  busy?: boolean;
  children: (row: T) => ReactNode;
}

/** A list on phones and tablets: one card per row (`RecordCard`), two to a line from `sm`. */
export function RecordCards<T>({ rows, rowKey, labelledBy, busy = false, children }: RecordCardsProps<T>) {
  return (
    <SimpleGrid
      component="ul"
      cols={GRID_COLS}
      spacing="sm"
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      m={0}
      {...GRID_PADDING}
      style={{ listStyle: 'none', opacity: busy ? 0.6 : 1, transition: 'opacity 150ms ease' }}
    >
      {rows.map((row) => (
        <Fragment key={rowKey(row)}>{children(row)}</Fragment>
      ))}
    </SimpleGrid>
  );
}

interface RecordCardProps extends PaperProps {
  testId: string;
  /** Who or what the card is about (name, profession…), at the top left. */
  heading: ReactNode;
  /** The status badge at the top right. */
  badge?: ReactNode;
  /** A line under the heading (a long status that needs the card's width). */
  below?: ReactNode;
  /** The table's other columns, as labelled values. */
  details: DetailRow[];
  /** The row actions, at the bottom right… */
  actions?: ReactNode;
  /** …or a whole last line of one's own. */
  footer?: ReactNode;
  [data: `data-${string}`]: string | undefined;
}

/** One row of a list as a card (an `<li>` of `RecordCards`): heading and badge, a divider, the labelled values, the actions. */
export function RecordCard({ testId, heading, badge, below, details, actions, footer, ...props }: RecordCardProps) {
  return (
    <Paper component="li" withBorder p="md" data-testid={testId} {...props}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        {heading}
        {badge}
      </Group>
      {below}
      <Divider my="sm" />
      <DetailList rows={details} />
      {footer ?? (
        <Group justify="flex-end" mt="xs">
          {actions}
        </Group>
      )}
    </Paper>
  );
}

/** Placeholder cards with the list's shape while it loads. */
export function RecordCardsSkeleton({ count = 3, heading }: { count?: number; heading: ReactNode }) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="sm" {...GRID_PADDING}>
      {Array.from({ length: count }, (_, index) => (
        <Paper key={index} withBorder p="md">
          {heading}
          <Skeleton h={10} w="80%" mt="md" />
          <Skeleton h={10} w="50%" mt={8} />
        </Paper>
      ))}
    </SimpleGrid>
  );
}
