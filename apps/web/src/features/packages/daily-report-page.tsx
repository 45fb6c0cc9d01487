import { type DailyReport, formatBRL, formatIsoDate, toIsoDate } from '@clinic/domain';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';

import { HeadedTable } from '../../components/column-heads';
import { BrDateRange } from '../../components/br-date-input';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageHeader } from '../../components/page-header';
import printPage from '../../components/print-page.module.css';
import { permissionScreen } from '../../components/require-permission';
import { errorMessage } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { PACKAGES_SCREEN_TEXT as T } from './packages.text';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="md" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function SimpleTable({ label, head, rows }: { label: string; head: string[]; rows: (string | number)[][] }) {
  if (rows.length === 0) return <Text c="dimmed">{T.reportNone}</Text>;
  return (
    <HeadedTable minWidth={320} striped aria-label={label} head={head}>
      {rows.map((row, i) => (
        <Table.Tr key={i}>
          {row.map((cell, j) => (
            <Table.Td key={j}>{cell}</Table.Td>
          ))}
        </Table.Tr>
      ))}
    </HeadedTable>
  );
}

function ReportBody({ report }: { report: DailyReport }) {
  const moneyHead = [T.reportMethod, T.reportCount, T.reportAmount];
  return (
    <Stack gap="md" data-testid="daily-report">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {[
          [T.reportReceived, formatBRL(report.totals.received)],
          [T.reportReversed, formatBRL(report.totals.reversed)],
          [T.reportNet, formatBRL(report.totals.net)],
          [T.reportAppointments, String(report.totals.appointments)],
        ].map(([label, value]) => (
          <Paper key={label} withBorder p="sm">
            <Text fz="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700} fz="lg">
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {[
        { id: 'report-outcomes', title: T.reportOutcomes, head: [T.reportOutcome, T.reportCount], rows: report.outcomes.map((o) => [o.label, o.count]) },
        { id: 'report-payments', title: T.reportPayments, head: moneyHead, rows: report.payments.map((p) => [p.label, p.count, formatBRL(p.amount)]) },
        { id: 'report-reversals', title: T.reportReversals, head: moneyHead, rows: report.reversals.map((p) => [p.label, p.count, formatBRL(p.amount)]) },
        { id: 'report-packages', title: T.reportPackages, head: [T.reportCount, T.reportAmount], rows: [[report.packagesSold.count, formatBRL(report.packagesSold.amount)]] },
        {
          id: 'report-production',
          title: T.reportProduction,
          head: [T.reportPhysiotherapist, T.reportSessions, T.reportValue],
          rows: report.production.map((p) => [p.name, p.sessions, formatBRL(p.value)]),
        },
      ].map((section) => (
        <Section key={section.id} title={section.title} id={section.id}>
          <SimpleTable label={section.title} head={section.head} rows={section.rows} />
        </Section>
      ))}
    </Stack>
  );
}

function DailyReportScreen() {
  const today = toIsoDate();
  const [from, setFrom] = useState<string | null>(today);
  const [to, setTo] = useState<string | null>(today);
  const [exporting, setExporting] = useState(false);
  const startDate = from ?? '';
  const endDate = to ?? '';
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(startDate) && /^\d{4}-\d{2}-\d{2}$/.test(endDate);
  const report = trpc.packages.dailyReport.useQuery({ startDate, endDate }, { enabled: valid, refetchOnMount: 'always' });
  const exportExcel = async () => {
    if (!report.data) return;
    setExporting(true);
    try {
      const { downloadDailyReport } = await import('./daily-report-export');
      notifySuccess(T.exported, T.exportedDetail(await downloadDailyReport(report.data)));
    } catch (error) {
      notifyError(T.exportError, errorMessage(error));
    } finally {
      setExporting(false);
    }
  };
  const period = startDate === endDate ? formatIsoDate(startDate) : `${formatIsoDate(startDate)} a ${formatIsoDate(endDate)}`;
  return (
    <>
      <PageHeader title={T.reportTitle} description={valid ? period : undefined} />
      <Paper withBorder p="sm" mb="md" className={printPage.controls}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <BrDateRange from={from} to={to} onFrom={setFrom} onTo={setTo} fromLabel={T.reportStart} toLabel={T.reportEnd} />
          <Button leftSection={<IconPrinter size={18} aria-hidden />} variant="default" onClick={() => window.print()} disabled={!report.data}>
            {T.print}
          </Button>
          <Button leftSection={<IconFileSpreadsheet size={18} aria-hidden />} onClick={exportExcel} loading={exporting} disabled={!report.data}>
            {T.exportExcel}
          </Button>
        </Group>
      </Paper>
      {report.isPending && valid && <Skeleton h={240} aria-label={T.loading} />}
      {report.isError && <LoadErrorAlert title={T.loadError} query={report} retryLabel={T.retry} />}
      {report.data && <ReportBody report={report.data} />}
    </>
  );
}

/** 'Relatório Diário' (/reports/daily): a day or a period, printable and exported to Excel. */
export const DailyReportPage = permissionScreen('finance:oversee', { title: T.reportTitle, accessDeniedText: T.reportAccessDenied }, DailyReportScreen);
