import { ActionIcon, Box, Center, Group, Paper, Skeleton, Text, Title, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect } from 'react';

import { ListPagination } from '../../components/list-pagination';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageHeader } from '../../components/page-header';
import { permissionScreen } from '../../components/require-permission';
import { trpc } from '../../lib/trpc';
import { LogFiltersCard } from './log-filters-card';
import { LOGS_PAGE_SIZE, toLogQuery } from './log-filters';
import { LogsEmpty, LogsList, LogsListSkeleton } from './system-logs-list';
import { SYSTEM_LOGS_TEXT as T } from './system-logs.text';
import { useLogFilters } from './use-log-filters';

export const SystemLogsPage = permissionScreen('systemLogs:see', T, LogsViewer);

function LogsViewer() {
  const { filters, page, setFilter, setPage, clear } = useLogFilters();
  const logs = trpc.systemLogs.list.useQuery(toLogQuery(filters, page), {
    placeholderData: keepPreviousData,
    // Every screen's changes write to the log and none of them refreshes it: reload on each visit.
    refetchOnMount: 'always',
  });
  const total = logs.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LOGS_PAGE_SIZE));

  // A page past the end (the log shrank under a filter, or a hand-edited URL): show the last one.
  const pastTheEnd = logs.isSuccess && !logs.isPlaceholderData && page > pages;
  useEffect(() => {
    if (pastTheEnd) setPage(pages);
  }, [pastTheEnd, pages, setPage]);

  const changePage = (next: number) => {
    setPage(next);
    document.getElementById('logs-recent')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <>
      <PageHeader title={T.title} />
      <LogFiltersCard filters={filters} onChange={setFilter} onClear={clear} />

      <Paper
        component="section"
        id="logs-recent"
        withBorder
        shadow="xs"
        p={{ base: 'md', sm: 'lg' }}
        mt="lg"
        aria-labelledby="logs-recent-title"
        style={{ scrollMarginTop: 76 }}
      >
        <Group justify="space-between" align="flex-start" gap="sm" mb="md" wrap="nowrap">
          <Box>
            <Title order={2} fz="lg" id="logs-recent-title">
              {T.recent}
            </Title>
            {logs.data ? (
              <Text c="dimmed" fz="sm" mt={2} aria-live="polite">
                {T.count(total)}
              </Text>
            ) : (
              logs.isPending && <Skeleton h={12} w={140} mt={8} />
            )}
          </Box>
          <Tooltip label={T.refresh}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={T.refresh}
              loading={logs.isFetching && !logs.isPending}
              onClick={() => void logs.refetch()}
            >
              <IconRefresh size={18} stroke={1.7} />
            </ActionIcon>
          </Tooltip>
        </Group>

        {logs.isPending && <LogsListSkeleton />}

        {logs.isError && (
          <LoadErrorAlert title={T.error} query={logs} retryLabel={T.retry} />
        )}

        {logs.data && logs.data.items.length === 0 && !pastTheEnd && <LogsEmpty />}

        {logs.data && logs.data.items.length > 0 && (
          <LogsList logs={logs.data.items} busy={logs.isPlaceholderData} />
        )}

        {logs.data && pages > 1 && (
          <Center mt="lg">
            <ListPagination total={pages} value={page} onChange={changePage} label={T.paginationLabel} />
          </Center>
        )}
      </Paper>
    </>
  );
}
