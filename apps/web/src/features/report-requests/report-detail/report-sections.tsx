import { REPORT_DETAIL_TEXT as T, type ParsedReport, type ReportRequest, formatDateTime, reportMetrics } from '@clinic/domain';
import { Paper, SimpleGrid, Text } from '@mantine/core';

import { Field, ReportCard } from './report-card';
import { NO_VALUE, dataPeriodText, formatCount, formatMoneyOrDash, formatPercentOrDash, requestPeriodText } from './report-format';
import { ReportStatusBadge } from './report-status-badge';

export function BasicInfoCard({ request, report }: { request: ReportRequest; report: ParsedReport }) {
  const { label, range } = requestPeriodText(request);
  return (
    <ReportCard title={T.basicInfo} aside={<ReportStatusBadge status={request.status} size="lg" data-testid="report-status" />}>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="lg" verticalSpacing="md">
        <Field label={T.accountNumber} value={request.adAccount.accountNumber} />
        <Field label={T.accountName} value={request.adAccount.name} />
        <Field label={T.period} value={label} detail={range} />
        <Field label={T.dataPeriod} value={dataPeriodText(report.dateStart, report.dateStop)} />
        <Field label={T.requestedAt} value={formatDateTime(request.createdAt)} />
        <Field label={T.completedAt} value={request.completedAt ? formatDateTime(request.completedAt) : NO_VALUE} />
      </SimpleGrid>
    </ReportCard>
  );
}

function Tile({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Paper withBorder p="md" radius="md" bg="gray.0">
      <Text fz="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={{ base: 20, sm: 24 }} fw={700} lh={1.25} mt={4} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Paper>
  );
}

/** A card of big-number tiles in one responsive row (the totals, the cost metrics). */
function TilesCard({ title, tiles }: { title: string; tiles: [label: string, value: string, testId: string][] }) {
  return (
    <ReportCard title={title}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
        {tiles.map(([label, value, testId]) => (
          <Tile key={testId} label={label} value={value} testId={testId} />
        ))}
      </SimpleGrid>
    </ReportCard>
  );
}

export function PerformanceCard({ report }: { report: ParsedReport }) {
  const t = report.totals;
  return (
    <TilesCard
      title={T.performance}
      tiles={[
        [T.spend, formatMoneyOrDash(t.spend), 'total-spend'],
        [T.impressions, formatCount(t.impressions), 'total-impressions'],
        [T.clicks, formatCount(t.clicks), 'total-clicks'],
        [T.reach, formatCount(t.reach), 'total-reach'],
        [T.leads, formatCount(t.leads), 'total-leads'],
      ]}
    />
  );
}

/** The §9 formulas over the totals: '-' wherever the denominator is zero. */
export function CostMetricsCard({ report }: { report: ParsedReport }) {
  const m = reportMetrics(report.totals);
  return (
    <TilesCard
      title={T.costMetrics}
      tiles={[
        [T.cpc, formatMoneyOrDash(m.cpc), 'metric-cpc'],
        [T.cpm, formatMoneyOrDash(m.cpm), 'metric-cpm'],
        [T.cpp, formatMoneyOrDash(m.cpp), 'metric-cpp'],
        [T.ctr, formatPercentOrDash(m.ctr), 'metric-ctr'],
        [T.costPerLead, formatMoneyOrDash(m.costPerLead), 'metric-cost-per-lead'],
      ]}
    />
  );
}
