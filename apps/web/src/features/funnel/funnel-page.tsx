import { FUNNEL_STEPS, FUNNEL_STEP_LABELS, FUNNEL_TEXT as T, type Funnel, type FunnelGroup, ZFunnelQuery } from '@clinic/domain';
import { Box, Button, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconFilter } from '@tabler/icons-react';
import { useState } from 'react';

import { ColumnHeads } from '../../components/column-heads';
import { PageHeader } from '../../components/page-header';
import { ReportFilters, ReportStates, reportQueryOptions, useReportPeriod } from '../../components/report-period';
import { RequirePermission } from '../../components/require-permission';
import { StatCard } from '../../components/stat-card';
import { errorMessage } from '../../lib/api-errors';
import { notifyError, notifySuccess } from '../../lib/notify';
import { trpc } from '../../lib/trpc';

const brl = (value: number | null) => (value === null ? '—' : value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }));
const pct = (value: number | null) => (value === null ? '—' : `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`);

/** /funnel — 'Funil' (issue #25), for the roles of the funnel report row. */
export function FunnelPage() {
  const header = <PageHeader title={T.title} description={T.subtitle} />;
  return (
    <RequirePermission permission="funnel:see" deniedText={T.deniedText} header={header}>
      <FunnelScreen />
    </RequirePermission>
  );
}

function FunnelScreen() {
  const range = useReportPeriod(29);
  const [origin, setOrigin] = useState('');
  const [campaignId, setCampaignId] = useState('');
  const period = ZFunnelQuery.safeParse({ ...range.fields, origin, campaignId });
  const funnel = trpc.funnel.get.useQuery(period.success ? period.data : range.todayOnly, reportQueryOptions(period.success));
  const data = period.success ? funnel.data : undefined;
  const [exporting, setExporting] = useState(false);
  const exportExcel = async () => {
    if (!data) return;
    setExporting(true);
    try {
      const { downloadFunnel } = await import('./funnel-export');
      notifySuccess(T.exported, await downloadFunnel(data));
    } catch (error) {
      notifyError(T.loadError, errorMessage(error));
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <PageHeader
        title={T.title}
        description={T.subtitle}
        actions={
          <Button leftSection={<IconFileSpreadsheet size={18} aria-hidden />} onClick={() => void exportExcel()} loading={exporting} disabled={!data}>
            {T.exportExcel}
          </Button>
        }
      />
      <Stack gap="lg">
        <ReportFilters label={T.title} period={range} dates={[T.startDate, T.endDate]} parsed={period} note={T.dischargeNote} grid={{ cols: { base: 1, xs: 2, md: 4 } }}>
          <TextInput label={T.origin} placeholder={T.allOrigins} value={origin} onChange={(e) => setOrigin(e.currentTarget.value)} />
          <TextInput label={T.campaign} placeholder={T.allCampaigns} value={campaignId} onChange={(e) => setCampaignId(e.currentTarget.value)} />
        </ReportFilters>
        <ReportStates query={funnel} enabled={period.success} empty={!!data && data.steps[0]!.count === 0} icon={<IconFilter size={24} stroke={1.5} />}
          text={{ error: T.loadError, retry: T.tryAgain, loading: T.title, empty: T.empty }} />
        {data && data.steps[0]!.count > 0 && <FunnelResult funnel={data} />}
      </Stack>
    </>
  );
}

function FunnelResult({ funnel }: { funnel: Funnel }) {
  const max = Math.max(1, funnel.steps[0]!.count);
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" data-testid="funnel-costs">
        <StatCard label={T.spend} value={brl(funnel.costs.spend)} />
        <StatCard label={T.costPerLead} value={brl(funnel.costs.costPerLead)} />
        <StatCard label={T.costPerAssessment} value={brl(funnel.costs.costPerAssessment)} />
        <StatCard label={T.costPerPayingPatient} value={brl(funnel.costs.costPerPayingPatient)} />
      </SimpleGrid>
      <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="funnel-chart-title">
        <Title order={2} size="h4" id="funnel-chart-title" mb="sm">
          {T.chartTitle}
        </Title>
        {/* Plain CSS bars (no chart library): each bar's width is its share of the leads; the numbers are in the text. */}
        <Stack component="ol" gap={6} style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="funnel-chart">
          {funnel.steps.map((step) => (
            <Box component="li" key={step.key} style={{ display: 'grid', gridTemplateColumns: 'minmax(110px, 180px) 1fr', gap: 8, alignItems: 'center' }}>
              <Text size="sm">{step.label}</Text>
              <Box style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
                <Box
                  aria-hidden
                  style={{
                    height: 22,
                    width: `${Math.max(1, (step.count / max) * 100)}%`,
                    background: 'var(--mantine-color-blue-6)',
                    borderRadius: 4,
                    flexShrink: 1,
                  }}
                />
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {step.count}
                  {step.conversion !== null && ` (${pct(step.conversion)})`}
                </Text>
              </Box>
            </Box>
          ))}
        </Stack>
      </Paper>
      <GroupTable title={T.byOrigin} nameColumn={T.origin} groups={funnel.byOrigin} testId="funnel-by-origin" />
      <GroupTable title={T.byCampaign} nameColumn={T.campaign} groups={funnel.byCampaign} testId="funnel-by-campaign" />
    </>
  );
}

function GroupTable({ title, nameColumn, groups, testId }: { title: string; nameColumn: string; groups: FunnelGroup[]; testId: string }) {
  const id = `${testId}-title`;
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {/* Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */}
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby={id}>
        <Table striped data-testid={testId} aria-labelledby={id} miw={900}>
          <ColumnHeads
            labels={[nameColumn, ...FUNNEL_STEPS.map((s) => FUNNEL_STEP_LABELS[s]), T.spend, T.costPerLead, T.costPerAssessment, T.costPerPayingPatient]}
          />
          <Table.Tbody>
            {groups.map((g) => (
              <Table.Tr key={`${g.key}|${g.label}`}>
                <Table.Th scope="row" style={{ overflowWrap: 'anywhere' }}>
                  {g.label}
                </Table.Th>
                {FUNNEL_STEPS.map((s, i) => (
                  <Table.Td key={s}>
                    {g.counts[s]}
                    {i > 0 && g.conversion[s] !== null && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        ({pct(g.conversion[s] ?? null)})
                      </Text>
                    )}
                  </Table.Td>
                ))}
                <Table.Td>{brl(g.costs?.spend ?? null)}</Table.Td>
                <Table.Td>{brl(g.costs?.costPerLead ?? null)}</Table.Td>
                <Table.Td>{brl(g.costs?.costPerAssessment ?? null)}</Table.Td>
                <Table.Td>{brl(g.costs?.costPerPayingPatient ?? null)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Paper>
  );
}
