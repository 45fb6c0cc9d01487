import {
  ANALYSIS_TEXT as T,
  type CampaignAnalysis,
  EFFICIENCY_COLORS,
  formatBRL,
} from '@clinic/domain';
import { Alert, Anchor, Badge, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';

import { PageHeader } from '../../components/page-header';
import { trpc } from '../../lib/trpc';
import { AnalysisKeywordEditor } from './analysis-keyword-editor';
import { reportsScreen } from '../../components/reports-access';
import { LabeledFigure, StatCard } from '../../components/stat-card';
import { CAMPAIGN_ANALYSIS_SCREEN_TEXT as S } from './campaign-analysis.text';
import { TitledSection } from '../../components/titled-section';

const number = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
const percent = (n: number | null) => (n === null ? '-' : `${n.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`);

/** /reports/{id}/analysis: 'Análise Inteligente' of a completed report (spec §2). */
export const CampaignAnalysisPage = reportsScreen(T.title, AnalysisScreen);

function AnalysisScreen() {
  const { id = '' } = useParams();
  const numericId = /^\d+$/.test(id) ? Number(id) : 0;
  const analysis = trpc.campaignAnalysis.get.useQuery({ id: numericId }, { enabled: numericId > 0, retry: false });
  const back = (
    <Anchor component={Link} to={`/reports/${id}`} fz="sm" mb="xs" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
      <IconArrowLeft size={16} /> {T.back}
    </Anchor>
  );
  return (
    <>
      {back}
      <PageHeader title={T.title} />
      {analysis.isPending && numericId > 0 && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{T.loading}</Text>
        </Group>
      )}
      {(analysis.isError || numericId === 0) && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} title={T.error}>
          {analysis.error?.message}
        </Alert>
      )}
      {analysis.data && <AnalysisView analysis={analysis.data} />}
      <Stack mt="lg">
        <AnalysisKeywordEditor />
      </Stack>
    </>
  );
}

function AnalysisView({ analysis }: { analysis: CampaignAnalysis }) {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const { campaign, metrics, leads } = analysis;
  return (
    <Stack gap="lg" data-testid="campaign-analysis">
      <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }}>
        <Text fz="sm" c="dimmed">
          {T.campaign}
        </Text>
        <Title order={2} fz="xl" style={{ overflowWrap: 'anywhere' }}>
          {campaign.name}
        </Title>
        <Text fz="sm" mt={4}>
          {T.account}: {analysis.adAccount.name} ({analysis.adAccount.accountNumber}) · {T.period}: {analysis.period.displayPeriod}
        </Text>
        {campaign.campaignNames.length > 1 && (
          <Text fz="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
            {T.campaigns}: {campaign.campaignNames.join(' · ')}
          </Text>
        )}
        <Text fw={600} fz="sm" mt="md">
          {T.keywords}
        </Text>
        {analysis.keywords.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {T.noKeywords}
          </Text>
        ) : (
          <Group gap={6} mt={4}>
            {analysis.keywords.map((k) => (
              <Badge key={k} variant="light" color="teal" c="teal.9" tt="none" size="lg">
                {k}
              </Badge>
            ))}
          </Group>
        )}
      </Paper>

      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
        <StatCard label={T.totalSpend} value={formatBRL(campaign.spend)} />
        <StatCard label={T.leadsFound} value={number(leads.total)} detail={`${T.platformLeads}: ${number(campaign.platformLeads)}`} />
        <StatCard label={T.costPerLead} value={metrics.costPerLead === null ? '-' : formatBRL(metrics.costPerLead)} />
        <StatCard
          label={T.efficiency}
          value={
            <Badge size="xl" variant="light" color={EFFICIENCY_COLORS[metrics.efficiency]} c={`${EFFICIENCY_COLORS[metrics.efficiency]}.9`} tt="none">
              {metrics.efficiency}
            </Badge>
          }
        />
      </SimpleGrid>
      <Text fz="sm" c="dimmed" mt={-8}>
        {T.thresholds(metrics.baselineCostPerLead, formatBRL)}
      </Text>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <TitledSection titleId="performance-title" title={T.performance}>
          <SimpleGrid cols={2} spacing="sm">
            {[
              [T.impressions, number(campaign.impressions)],
              [T.clicks, number(campaign.clicks)],
              [T.reach, number(campaign.reach)],
              [T.ctr, percent(campaign.ctr)],
            ].map(([label, value]) => (
              <LabeledFigure key={label} label={label} value={value} large />
            ))}
          </SimpleGrid>
        </TitledSection>
        <TitledSection titleId="lead-value-title" title={T.leadValue}>
          <Text>{T.interpretation(metrics.efficiency, metrics.costPerLead, formatBRL)}</Text>
          <Text fz="sm" c="dimmed" mt="sm">
            {T.conversionRate}
          </Text>
          <Text fw={700} fz="xl">
            {percent(metrics.leadConversionRate)}
          </Text>
          <Text fz="sm">{T.converted(leads.converted, leads.total)}</Text>
        </TitledSection>
      </SimpleGrid>

      <TitledSection titleId="leads-title" title={<>{T.leadsList} ({leads.total})</>} emptyText={leads.total === 0 && T.noLeads}>
        <Text fw={600} fz="sm">
          {T.leadsByOrigin}
        </Text>
        <Group gap={6} mt={4} mb="md">
          {Object.entries(leads.byOrigin).map(([origin, count]) => (
            <Badge key={origin} variant="outline" color="gray" c="dark.6" tt="none">
              {origin}: {count}
            </Badge>
          ))}
        </Group>
        {wide ? (
          <Table.ScrollContainer minWidth={640} type="native">
            <Table verticalSpacing="xs" aria-label={T.leadsList}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{S.name}</Table.Th>
                  <Table.Th>{S.whatsapp}</Table.Th>
                  <Table.Th>{S.origin}</Table.Th>
                  <Table.Th>{T.matched}</Table.Th>
                  <Table.Th>{S.status}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {leads.list.map((lead) => (
                  <Table.Tr key={lead.id}>
                    <Table.Td>{lead.name}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{lead.phone}</Table.Td>
                    <Table.Td>{lead.origin}</Table.Td>
                    <Table.Td>{lead.matchedKeywords.join(', ')}</Table.Td>
                    <Table.Td>{lead.status}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={T.leadsList}>
            {leads.list.map((lead) => (
              <Paper component="li" key={lead.id} withBorder p="sm">
                <Text fw={600}>{lead.name}</Text>
                <Text fz="sm">{lead.phone}</Text>
                <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {lead.origin} · {lead.matchedKeywords.join(', ')} · {lead.status}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </TitledSection>
    </Stack>
  );
}
