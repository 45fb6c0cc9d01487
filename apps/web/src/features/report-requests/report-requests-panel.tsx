import { REPORT_DETAIL_TEXT as T, formatDateTime } from '@clinic/domain';
import { Box, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileAnalytics, IconSpeakerphone } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { EmptyState } from '../../components/empty-state';
import { ListPagination } from '../../components/list-pagination';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PeriodLines, RowsSkeleton, ViewLinkButton } from '../../components/report-list-parts';
import { trpc } from '../../lib/trpc';
import { requestPeriodText } from './report-detail/report-format';
import { ReportStatusBadge } from './report-detail/report-status-badge';
import { REPORT_REQUESTS_SCREEN_TEXT as S } from './report-requests.text';

const PAGE_SIZE = 20;
const POLL_MS = 2_000;

/**
 * The report requests, newest first, each linking to its detail (a tab of /reports). While any
 * shown request is pending the list refreshes every 2 s.
 */
export function ReportRequestsPanel() {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [page, setPage] = useState(1);
  const list = trpc.reportRequests.list.useQuery(
    { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    {
      placeholderData: keepPreviousData,
      refetchInterval: (query) => (query.state.data?.items.some((i) => i.status === 'pending') ? POLL_MS : false),
    },
  );
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Paper withBorder shadow="xs" style={{ overflow: 'hidden' }} component="section" aria-label={T.requests}>
      {list.isPending && (
        <RowsSkeleton label={T.requests} rows={4} cells={[{ h: 14, w: '30%' }, { h: 14, w: '20%' }, { h: 20, w: 70, radius: 'xl' }]} />
      )}
      {list.isError && <LoadErrorAlert title={T.loadError} query={list} m="md" />}
      {list.data && list.data.items.length === 0 && (
        <Stack align="center" py={48} px="md" gap="md">
          <EmptyState icon={<IconFileAnalytics size={24} stroke={1.5} />} text={T.requestsEmpty} hint={T.requestsEmptyHint} />
          <Button component={Link} to="/reports/accounts" variant="light" leftSection={<IconSpeakerphone size={16} />}>
            {T.manageAccounts}
          </Button>
        </Stack>
      )}
      {list.data && list.data.items.length > 0 && (
        <>
          {wide ? (
            <Table.ScrollContainer minWidth={720} type="native">
              <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label={T.requests}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>#</Table.Th>
                    <Table.Th>{T.adAccount}</Table.Th>
                    <Table.Th>{T.period}</Table.Th>
                    <Table.Th>{T.status}</Table.Th>
                    <Table.Th>{T.requestedAt}</Table.Th>
                    <Table.Th ta="right">{S.actions}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.data.items.map((request) => (
                    <Table.Tr key={request.id}>
                      <Table.Td c="dimmed">{request.id}</Table.Td>
                      <Table.Td>
                        <Text inherit fw={600}>
                          {request.adAccount.name}
                        </Text>
                        <Text fz="xs" c="dimmed">
                          {request.adAccount.accountNumber}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <PeriodLines {...requestPeriodText(request)} />
                      </Table.Td>
                      <Table.Td>
                        <ReportStatusBadge status={request.status} />
                      </Table.Td>
                      <Table.Td>{formatDateTime(request.createdAt)}</Table.Td>
                      <Table.Td>
                        <Group justify="flex-end">
                          <ViewLinkButton to={`/reports/${request.id}`} label={T.view} ariaLabel={S.viewRequest(T.view, request.id, request.adAccount.name)} />
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Box component="ul" aria-label={T.requests} m={0} p={0} style={{ listStyle: 'none' }}>
              {list.data.items.map((request, index) => (
                <Box
                  component="li"
                  key={request.id}
                  p="md"
                  style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
                >
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                    <Box miw={0}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        #{request.id} · {request.adAccount.name}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {request.adAccount.accountNumber}
                      </Text>
                    </Box>
                    <ReportStatusBadge status={request.status} />
                  </Group>
                  <Group justify="space-between" align="flex-end" mt="sm" wrap="nowrap" gap="sm">
                    <Box fz="sm">
                      <PeriodLines {...requestPeriodText(request)} />
                      <Text fz="xs" c="dimmed" mt={4}>
                        {T.requestedAt} {formatDateTime(request.createdAt)}
                      </Text>
                    </Box>
                    <ViewLinkButton to={`/reports/${request.id}`} label={T.view} ariaLabel={S.viewRequest(T.view, request.id, request.adAccount.name)} />
                  </Group>
                </Box>
              ))}
            </Box>
          )}
          {pages > 1 && (
            <Group justify="center" p="md">
              <ListPagination total={pages} value={page} onChange={setPage} label={S.pages} />
            </Group>
          )}
        </>
      )}
    </Paper>
  );
}
