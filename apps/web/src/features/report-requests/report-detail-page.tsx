import { REPORT_DETAIL_TEXT as T, ZId, parseReportResponse } from '@clinic/domain';
import { Alert, Button, Center, Loader, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconBrain, IconFileOff, IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';

import { LoadErrorAlert } from '../../components/load-error-alert';
import { HeaderLink, PageHeader } from '../../components/page-header';
import { trpc } from '../../lib/trpc';
import { ReportsAccess } from '../../components/reports-access';
import { ActionsCard, RawJsonCard } from './report-detail/report-actions';
import { CampaignsCard } from './report-detail/report-campaigns';
import { BasicInfoCard, CostMetricsCard, PerformanceCard } from './report-detail/report-sections';

/** While the source is being asked, the page looks again every 2 s (spec §9 polling). */
const POLL_MS = 2_000;

const isNotFound = (error: unknown) => (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus === 404;

function BackLink() {
  return <HeaderLink to="/reports" icon={IconArrowLeft}>{T.back}</HeaderLink>;
}

function NotFound() {
  return (
    <>
      <PageHeader title={T.notFound} actions={<BackLink />} />
      <Paper withBorder shadow="xs" p="xl">
        <Center>
          <Stack align="center" gap="sm">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
              <IconFileOff size={24} stroke={1.5} />
            </ThemeIcon>
            <Text fw={600}>{T.notFound}</Text>
            <Text c="dimmed" ta="center">
              {T.notFoundHint}
            </Text>
          </Stack>
        </Center>
      </Paper>
    </>
  );
}

function ReportDetail({ id }: { id: number }) {
  const request = trpc.reportRequests.get.useQuery(
    { id },
    { refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false), retry: false },
  );
  const raw = request.data?.webhookResponse ?? null;
  const report = useMemo(() => parseReportResponse(raw), [raw]);

  if (request.isError && isNotFound(request.error)) return <NotFound />;
  const title = T.title(id);
  const data = request.data;
  const oneDay =
    (data?.startDate && data.startDate === data.endDate) || (report.dateStart !== null && report.dateStart === report.dateStop);
  const canAnalyse = data?.status === 'completed' && report.hasData;

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <BackLink />
            {canAnalyse && (
              <Button component={Link} to={`/reports/${id}/analysis`} leftSection={<IconBrain size={18} />}>
                {T.analysis}
              </Button>
            )}
          </>
        }
      />
      {request.isPending && (
        <Stack gap="lg" role="status" aria-busy="true" aria-label={title}>
          <Skeleton h={160} radius="md" />
          <Skeleton h={120} radius="md" />
          <Skeleton h={220} radius="md" />
        </Stack>
      )}
      {request.isError && <LoadErrorAlert title={T.loadError} query={request} />}
      {data && (
        <Stack gap="lg">
          {data.status === 'pending' && (
            <Alert color="blue" variant="light" icon={<Loader size={18} />} title={T.pendingHint} role="status" />
          )}
          {data.errorMessage && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={T.errorTitle} data-testid="report-error">
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {data.errorMessage}
              </Text>
            </Alert>
          )}
          {oneDay && (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle />} title={T.oneDayWarning} c="dark" data-testid="one-day-warning" />
          )}
          <BasicInfoCard request={data} report={report} />
          {report.recognized && (
            <>
              <PerformanceCard report={report} />
              <CampaignsCard report={report} />
              <CostMetricsCard report={report} />
              <ActionsCard report={report} />
            </>
          )}
          <RawJsonCard raw={raw} />
        </Stack>
      )}
    </>
  );
}

/** /reports/:id — a report request as the source answered it (spec §2 Report detail). */
export function ReportDetailPage() {
  const { id } = useParams();
  const parsed = ZId.safeParse(id);
  return (
    <ReportsAccess title={T.title(id ?? '')}>
      {parsed.success ? (
        <ReportDetail id={parsed.data} />
      ) : (
        <NotFound />
      )}
    </ReportsAccess>
  );
}
