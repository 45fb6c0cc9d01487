import { type OutcomesReportGroup, type OutcomesReportLine, ZOutcomesReportQuery } from '@clinic/domain';
import { Box, List, Paper, Stack, Table, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';

import { ColumnHeads } from '../../components/column-heads';
import { ReportFilters, ReportStates, reportQueryOptions, useReportPeriod } from '../../components/report-period';
import { headedScreen } from '../../components/require-permission';
import { trpc } from '../../lib/trpc';
import { INSTRUMENTS_SCREEN_TEXT as T } from './instruments.text';

const number = (value: number | null) => (value === null ? '—' : value.toLocaleString('pt-BR', { maximumFractionDigits: 2 }));
const signed = (value: number | null) => (value === null ? '—' : `${value > 0 ? '+' : ''}${number(value)}`);
const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);

/** /outcomes-report — 'Desfechos' (issue #26 point 4), for the roles of the no-show and outcomes reports row. */
export const OutcomesReportPage = headedScreen('attendanceReports:see', { title: T.reportTitle, description: T.reportDescription, deniedText: T.reportDenied }, OutcomesReport);

function LinesTable({ caption, lines, testId }: { caption: string; lines: OutcomesReportLine[]; testId?: string }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder fz="sm" data-testid={testId}>
        <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 700, paddingBottom: 6 }}>{caption}</caption>
        <ColumnHeads
          labels={[T.instrumentColumn, T.patientsColumn, T.baselineColumn, T.followUpColumn, T.changeColumn, T.improvedColumn, T.thresholdColumn]}
        />
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.instrumentId}>
              <Table.Th scope="row" fw={600}>
                {line.instrumentTitle}
              </Table.Th>
              <Table.Td>{line.patients}</Table.Td>
              <Table.Td>{number(line.meanBaseline)}</Table.Td>
              <Table.Td>{number(line.meanFollowUp)}</Table.Td>
              <Table.Td>{signed(line.meanChange)}</Table.Td>
              <Table.Td>{line.improved === null ? '—' : `${line.improved} (${percent(line.improvedShare)})`}</Table.Td>
              <Table.Td>{line.threshold === null ? T.noThreshold : number(line.threshold)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One table per group (a dysfunction, a physiotherapist) under a heading. */
function GroupsSection({ id, title, groups }: { id: string; title: string; groups: OutcomesReportGroup[] }) {
  return (
    <Paper withBorder shadow="xs" p="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="sm">
        {title}
      </Title>
      <Stack gap="md">
        {groups.map((group) => (
          <LinesTable key={group.key} caption={group.label} lines={group.lines} />
        ))}
      </Stack>
    </Paper>
  );
}

function OutcomesReport() {
  const range = useReportPeriod(89);
  const period = ZOutcomesReportQuery.safeParse(range.fields);
  const report = trpc.instruments.report.useQuery(period.success ? period.data : range.todayOnly, reportQueryOptions(period.success));
  const data = period.success ? report.data : undefined;
  const sources = data ? [...new Map(data.clinic.filter((l) => l.thresholdSource).map((l) => [l.instrumentId, l])).values()] : [];
  return (
    <Stack gap="lg">
      <ReportFilters label={T.periodTitle} period={range} dates={[T.startDate, T.endDate]} parsed={period} grid={{ cols: { base: 1, xs: 2 }, maw: 520 }} />
      <ReportStates query={report} enabled={period.success} empty={!!data && data.clinic.length === 0} icon={<IconChartLine size={24} stroke={1.5} />}
        text={{ error: T.reportError, retry: T.retry, loading: T.reportLoading, empty: T.reportEmpty }} />
      {data && data.clinic.length > 0 && (
        <>
          <Paper withBorder shadow="xs" p="md">
            <LinesTable caption={T.clinicHeading} lines={data.clinic} testId="outcomes-clinic" />
          </Paper>
          <GroupsSection id="outcomes-by-dysfunction" title={T.byDysfunction} groups={data.byDysfunction} />
          <GroupsSection id="outcomes-by-physio" title={T.byPhysiotherapist} groups={data.byPhysiotherapist} />
          {sources.length > 0 && (
            <Box component="section" aria-labelledby="outcomes-sources">
              <Title order={2} fz="md" id="outcomes-sources" mb="xs">
                {T.thresholdsTitle}
              </Title>
              <List fz="sm" spacing={4}>
                {sources.map((line) => (
                  <List.Item key={line.instrumentId}>
                    {line.instrumentTitle} ({number(line.threshold)}): {line.thresholdSource}
                  </List.Item>
                ))}
              </List>
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}
