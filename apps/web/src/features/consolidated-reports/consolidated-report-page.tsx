import { CONSOLIDATED_TEXT as T, type ConsolidatedReport, formatBRL, formatDateTime } from '@clinic/domain';
import { Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconFileOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';

import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageHeader } from '../../components/page-header';
import { trpc } from '../../lib/trpc';
import { reportsScreen } from '../../components/reports-access';
import { ConsolidatedDeleteModal } from './consolidated-delete-modal';
import { ConsolidatedKeywordTiles } from './consolidated-keyword-tiles';
import { periodText } from './consolidated-reports-list';
import { StatCard } from '../../components/stat-card';
import { TotalsStatCards } from './totals-stat-cards';
import { CONSOLIDATED_REPORTS_SCREEN_TEXT as S } from './consolidated-reports.text';
import { TitledSection } from '../../components/titled-section';

const isNotFound = (error: unknown) => (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus === 404;

/** /consolidated-report/{id}: a saved consolidated report (spec §2). */
export const ConsolidatedReportPage = reportsScreen(T.reportsTitle, SavedReport);

function SavedReport() {
  const { id = '' } = useParams();
  const report = trpc.consolidatedReports.get.useQuery({ id }, { enabled: id !== '', retry: false });

  if (report.isPending) return <ReportSkeleton />;
  if (report.isError && !isNotFound(report.error)) {
    return (
      <>
        <PageHeader title={T.reportsTitle} />
        <LoadErrorAlert title={T.loadError} query={report} retryLabel={T.retry} />
      </>
    );
  }
  if (!report.data) return <NotFound />;
  return <ReportView report={report.data} />;
}

function NotFound() {
  return (
    <>
      <PageHeader title={T.notFound} />
      <Paper withBorder p="xl">
        <Stack align="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
            <IconFileOff size={28} stroke={1.5} />
          </ThemeIcon>
          <Text ta="center">{T.notFoundHint}</Text>
          <Button component={Link} to="/reports" variant="light" leftSection={<IconArrowLeft size={16} />}>
            {T.backToReports}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}

function ReportSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label={S.loadingReport}>
      <Skeleton h={32} w="50%" />
      <Skeleton h={16} w="30%" />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h={96} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={180} radius="md" />
    </Stack>
  );
}

function ReportView({ report }: { report: ConsolidatedReport }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { label, range } = periodText(report);
  const spend = Number(report.totalSpend);
  return (
    <>
      <Anchor component={Link} to="/reports" fz="sm" mb="xs" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
        <IconArrowLeft size={16} /> {T.backToReports}
      </Anchor>
      <PageHeader
        title={report.title}
        description={`${T.generatedAt} ${formatDateTime(report.createdAt)}`}
        actions={
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)}>
            {T.delete}
          </Button>
        }
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <StatCard label={T.periodCard} value={label} detail={range ?? undefined} />
          <TotalsStatCards totals={report} />
        </SimpleGrid>

        <TitledSection titleId="by-account-title" titleMb="md" title={T.byAccount} emptyText={report.accountsData.length === 0 && T.noAccounts}>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {report.accountsData.map((account) => (
              <Paper component="li" key={`${account.accountId}-${account.accountName}`} withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {account.accountName}
                    </Text>
                    <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {T.accountId}: {account.accountId}
                    </Text>
                  </div>
                  <Group gap="lg" wrap="wrap">
                    <Stat label={T.totalSpend} value={formatBRL(account.totalSpend)} />
                    <Stat label={T.totalLeads} value={account.totalLeads.toLocaleString('pt-BR')} />
                    <Stat
                      label={T.costPerLead}
                      value={formatBRL(account.totalLeads > 0 ? account.totalSpend / account.totalLeads : 0)}
                    />
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        </TitledSection>

        <ConsolidatedKeywordTiles counts={report.keywordData} totalSpend={spend} totalLeads={report.totalLeads} />
      </Stack>
      <ConsolidatedDeleteModal
        opened={confirming}
        report={report}
        onClose={() => setConfirming(false)}
        onDeleted={() => navigate('/reports', { replace: true })}
      />
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </div>
  );
}
