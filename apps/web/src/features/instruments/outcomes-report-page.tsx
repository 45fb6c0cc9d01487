import { type OutcomesReportLine, ZOutcomesReportQuery, addDays, toIsoDate } from '@clinic/domain';
import { Box, List, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';

import { BrDateRange } from '../../components/br-date-input';
import { EmptyState } from '../../components/empty-state';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageHeader } from '../../components/page-header';
import { RequirePermission } from '../../components/require-permission';
import { trpc } from '../../lib/trpc';
import { INSTRUMENTS_SCREEN_TEXT as T } from './instruments.text';

const number = (value: number | null) => (value === null ? '—' : value.toLocaleString('pt-BR', { maximumFractionDigits: 2 }));
const signed = (value: number | null) => (value === null ? '—' : `${value > 0 ? '+' : ''}${number(value)}`);
const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);

/** /outcomes-report — 'Desfechos' (issue #26 point 4), for the roles of the no-show and outcomes reports row. */
export function OutcomesReportPage() {
  const header = <PageHeader title={T.reportTitle} description={T.reportDescription} />;
  return (
    <RequirePermission permission="attendanceReports:see" deniedText={T.reportDenied} header={header}>
      {header}
      <OutcomesReport />
    </RequirePermission>
  );
}

function LinesTable({ caption, lines, testId }: { caption: string; lines: OutcomesReportLine[]; testId?: string }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder fz="sm" data-testid={testId}>
        <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 700, paddingBottom: 6 }}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{T.instrumentColumn}</Table.Th>
            <Table.Th scope="col">{T.patientsColumn}</Table.Th>
            <Table.Th scope="col">{T.baselineColumn}</Table.Th>
            <Table.Th scope="col">{T.followUpColumn}</Table.Th>
            <Table.Th scope="col">{T.changeColumn}</Table.Th>
            <Table.Th scope="col">{T.improvedColumn}</Table.Th>
            <Table.Th scope="col">{T.thresholdColumn}</Table.Th>
          </Table.Tr>
        </Table.Thead>
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

function OutcomesReport() {
  const today = toIsoDate(new Date());
  const [startDate, setStartDate] = useState<string | null>(addDays(today, -89));
  const [endDate, setEndDate] = useState<string | null>(today);
  const period = ZOutcomesReportQuery.safeParse({ startDate: startDate ?? '', endDate: endDate ?? '' });
  const report = trpc.instruments.report.useQuery(period.success ? period.data : { startDate: today, endDate: today }, {
    enabled: period.success,
    placeholderData: keepPreviousData,
  });
  const data = period.success ? report.data : undefined;
  const sources = data ? [...new Map(data.clinic.filter((l) => l.thresholdSource).map((l) => [l.instrumentId, l])).values()] : [];
  return (
    <Stack gap="lg">
      <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={T.periodTitle}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={520}>
          <BrDateRange from={startDate} to={endDate} onFrom={setStartDate} onTo={setEndDate} fromLabel={T.startDate} toLabel={T.endDate} />
        </SimpleGrid>
        {!period.success && startDate && endDate && (
          <Text c="red.8" fz="sm" mt="xs" role="alert">
            {period.error.issues[0]?.message}
          </Text>
        )}
      </Paper>
      {report.isError && <LoadErrorAlert title={T.reportError} query={report} retryLabel={T.retry} />}
      {period.success && report.isPending && <Skeleton h={240} radius="md" role="status" aria-label={T.reportLoading} />}
      {data && data.clinic.length === 0 && (
        <Paper withBorder shadow="xs" p="xl">
          <EmptyState icon={<IconChartLine size={24} stroke={1.5} />} text={T.reportEmpty} />
        </Paper>
      )}
      {data && data.clinic.length > 0 && (
        <>
          <Paper withBorder shadow="xs" p="md">
            <LinesTable caption={T.clinicHeading} lines={data.clinic} testId="outcomes-clinic" />
          </Paper>
          <Paper withBorder shadow="xs" p="md" component="section" aria-labelledby="outcomes-by-dysfunction">
            <Title order={2} fz="lg" id="outcomes-by-dysfunction" mb="sm">
              {T.byDysfunction}
            </Title>
            <Stack gap="md">
              {data.byDysfunction.map((group) => (
                <LinesTable key={group.key} caption={group.label} lines={group.lines} />
              ))}
            </Stack>
          </Paper>
          <Paper withBorder shadow="xs" p="md" component="section" aria-labelledby="outcomes-by-physio">
            <Title order={2} fz="lg" id="outcomes-by-physio" mb="sm">
              {T.byPhysiotherapist}
            </Title>
            <Stack gap="md">
              {data.byPhysiotherapist.map((group) => (
                <LinesTable key={group.key} caption={group.label} lines={group.lines} />
              ))}
            </Stack>
          </Paper>
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
