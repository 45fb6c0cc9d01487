import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { ListPagination } from './list-pagination';

interface PagedListSectionProps {
  /** From `usePagedList`. */
  list: { titleId: string; pages: number; page: number; changePage: (page: number) => void };
  title: string;
  /** '12 pacientes', once the first page is in. */
  count?: string;
  /** Under the title (the search box). */
  toolbar?: ReactNode;
  /** The first page is loading: the list's placeholder, announced as busy. */
  loading?: { testId: string; skeleton: ReactNode };
  /** The load error, the empty state, or the rows (a table or cards). */
  children: ReactNode;
  paginationLabel: string;
}

/**
 * A server-paged list in its card: the title with the count, an optional toolbar, then the
 * placeholder, the error, the empty state or the rows, and the pages.
 */
export function PagedListSection({ list, title, count, toolbar, loading, children, paginationLabel }: PagedListSectionProps) {
  return (
    <Paper component="section" withBorder shadow="xs" style={{ overflow: 'hidden' }} aria-labelledby={list.titleId}>
      <Stack gap="sm" px={{ base: 'md', sm: 'lg' }} py="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" fw={600} id={list.titleId} style={{ scrollMarginTop: 76 }}>
            {title}
          </Title>
          {count !== undefined && (
            <Text c="dimmed" fz="sm" aria-live="polite">
              {count}
            </Text>
          )}
        </Group>
        {toolbar}
      </Stack>

      {loading && (
        <Box role="status" aria-busy="true" aria-label={title} data-testid={loading.testId}>
          {loading.skeleton}
        </Box>
      )}

      {children}

      {count !== undefined && list.pages > 1 && (
        <Center pb="lg" pt="xs" px="sm">
          <ListPagination total={list.pages} value={list.page} onChange={list.changePage} label={paginationLabel} />
        </Center>
      )}
    </Paper>
  );
}
