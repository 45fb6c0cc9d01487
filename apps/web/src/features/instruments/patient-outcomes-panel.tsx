import { type OutcomeSeries, formatDateTime } from '@clinic/domain';
import { Badge, Box, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';

import { HeadedTable } from '../../components/column-heads';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { trpc } from '../../lib/trpc';
import { OutcomeChart } from './outcome-chart';
import { INSTRUMENTS_SCREEN_TEXT as T } from './instruments.text';

const number = (value: number | null) => (value === null ? '—' : value.toLocaleString('pt-BR', { maximumFractionDigits: 2 }));
const signed = (value: number | null) => (value === null ? '—' : `${value > 0 ? '+' : ''}${number(value)}`);

function changeColor(series: OutcomeSeries) {
  if (series.change === null || series.change === 0) return 'gray';
  const better = series.betterWhen === 'lower' ? series.change < 0 : series.change > 0;
  return better ? 'teal' : 'red';
}

/** One series: its chart, the first and latest values and the change side by side, and the values as a table. */
function SeriesCard({ series }: { series: OutcomeSeries }) {
  const unit = series.unit === 'pontos' ? '' : ` ${series.unit}`;
  const direction = series.betterWhen === 'lower' ? T.betterLower : T.betterHigher;
  const description = `${T.chartOf(series.label)} (${direction}): ${series.points.length} registro(s), primeiro ${number(series.first)}${unit}, último ${number(series.latest)}${unit}, variação ${signed(series.change)}`;
  return (
    <Paper withBorder p="sm" data-testid="outcome-series" data-series={series.id}>
      <Stack gap={6}>
        <Title order={4} fz="sm">
          {series.label}
        </Title>
        <OutcomeChart series={series} description={description} />
        <Group gap="md" wrap="wrap" aria-hidden>
          <Text fz="sm">
            {T.first}: <b>{number(series.first)}{unit}</b>
          </Text>
          <Text fz="sm">
            {T.latest}: <b>{number(series.latest)}{unit}</b>
          </Text>
          <Badge variant="light" color={changeColor(series)} c="dark" tt="none">
            {T.change}: {signed(series.change)}
          </Badge>
        </Group>
        <VisuallyHidden>
          <table>
            <caption>{T.tableOf(series.label)}</caption>
            <thead>
              <tr>
                <th scope="col">{T.date}</th>
                <th scope="col">{T.value}</th>
                <th scope="col">{T.reading}</th>
              </tr>
            </thead>
            <tbody>
              {series.points.map((p) => (
                <tr key={p.entryId}>
                  <td>{formatDateTime(p.at)}</td>
                  <td>
                    {number(p.value)}
                    {unit}
                  </td>
                  <td>{p.interpretation ?? ''}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{T.change}</th>
                <td>{`${T.first} ${number(series.first)}, ${T.latest} ${number(series.latest)}, ${T.change} ${signed(series.change)}`}</td>
                <td>{direction}</td>
              </tr>
            </tbody>
          </table>
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}

function SeriesGroup({ title, series }: { title: string; series: OutcomeSeries[] }) {
  if (series.length === 0) return null;
  return (
    <Box component="section" aria-label={title}>
      <Title order={3} fz="md" mb="xs">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="sm">
        {series.map((s) => (
          <SeriesCard key={s.id} series={s} />
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** 'Progresso' on the patient's record: a chart per instrument (headline scores), PERFECT over sessions, the diary's values. */
export function PatientOutcomesPanel({ patientId }: { patientId: number }) {
  const outcomes = trpc.instruments.patientOutcomes.useQuery({ id: patientId });
  return (
    <Paper withBorder shadow="xs" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="patient-progress-title">
      <Title order={2} fz="lg" id="patient-progress-title" mb="sm">
        {T.progressTitle}
      </Title>
      {outcomes.isPending && <Skeleton h={120} role="status" aria-label={T.progressLoading} />}
      {outcomes.isError && <LoadErrorAlert title={T.progressError} query={outcomes} retryLabel={T.retry} />}
      {outcomes.isSuccess && (
        <OutcomesBody instruments={outcomes.data.instruments.filter((s) => !s.id.includes('.'))} scales={outcomes.data.instruments.filter((s) => s.id.includes('.'))} perfect={outcomes.data.perfect} diary={outcomes.data.diary} />
      )}
    </Paper>
  );
}

function OutcomesBody({ instruments, scales, perfect, diary }: Record<'instruments' | 'scales' | 'perfect' | 'diary', OutcomeSeries[]>) {
  if (instruments.length + perfect.length + diary.length === 0) {
    return <Text c="dimmed" fz="sm">{T.progressEmpty}</Text>;
  }
  return (
    <Stack gap="md">
      <SeriesGroup title={T.instrumentsHeading} series={instruments} />
      {scales.length > 0 && <ScalesTable scales={scales} />}
      <SeriesGroup title={T.perfectHeading} series={perfect} />
      <SeriesGroup title={T.diaryHeading} series={diary} />
    </Stack>
  );
}

/** The scales and domains (PFDI-20, FSFI): first, latest and change in one table. */
function ScalesTable({ scales }: { scales: OutcomeSeries[] }) {
  return (
    <HeadedTable minWidth={420} striped withTableBorder fz="sm" head={[T.scaleOrDomain, T.first, T.latest, T.change]}>
      {scales.map((s) => (
        <Table.Tr key={s.id}>
          <Table.Th scope="row" fw={500}>
            {s.label}
          </Table.Th>
          <Table.Td>{number(s.first)}</Table.Td>
          <Table.Td>{number(s.latest)}</Table.Td>
          <Table.Td>{signed(s.change)}</Table.Td>
        </Table.Tr>
      ))}
    </HeadedTable>
  );
}
