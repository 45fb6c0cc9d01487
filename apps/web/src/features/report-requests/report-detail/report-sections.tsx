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

export function PerformanceCard({ report }: { report: ParsedReport }) {
  const t = report.totals;
  return (
    <ReportCard title={T.performance}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
        <Tile label={T.spend} value={formatMoneyOrDash(t.spend)} testId="total-spend" />
        <Tile label={T.impressions} value={formatCount(t.impressions)} testId="total-impressions" />
        <Tile label={T.clicks} value={formatCount(t.clicks)} testId="total-clicks" />
        <Tile label={T.reach} value={formatCount(t.reach)} testId="total-reach" />
        <Tile label={T.leads} value={formatCount(t.leads)} testId="total-leads" />
      </SimpleGrid>
    </ReportCard>
  );
}

/** The §9 formulas over the totals: '-' wherever the denominator is zero. */
export function CostMetricsCard({ report }: { report: ParsedReport }) {
  const m = reportMetrics(report.totals);
  return (
    <ReportCard title={T.costMetrics}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
        <Tile label={T.cpc} value={formatMoneyOrDash(m.cpc)} testId="metric-cpc" />
        <Tile label={T.cpm} value={formatMoneyOrDash(m.cpm)} testId="metric-cpm" />
        <Tile label={T.cpp} value={formatMoneyOrDash(m.cpp)} testId="metric-cpp" />
        <Tile label={T.ctr} value={formatPercentOrDash(m.ctr)} testId="metric-ctr" />
        <Tile label={T.costPerLead} value={formatMoneyOrDash(m.costPerLead)} testId="metric-cost-per-lead" />
      </SimpleGrid>
    </ReportCard>
  );
}
