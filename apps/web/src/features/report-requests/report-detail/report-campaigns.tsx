import { REPORT_DETAIL_TEXT as T, type ParsedReport, type ReportCampaign } from '@clinic/domain';
import { Box, Group, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

import { ListTable } from '../../../components/list-table';
import { OBJECTIVES, REPORT_REQUESTS_SCREEN_TEXT as S } from '../report-requests.text';
import { ReportCard } from './report-card';
import { formatCount, formatMoneyOrDash, formatPercentOrDash } from './report-format';

const objectiveText = (objective: string | null) => (objective ? (OBJECTIVES[objective] ?? objective) : '-');

const numeric = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

function Cell({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={600}>
        {value}
      </Text>
    </Box>
  );
}

function CampaignCard({ campaign }: { campaign: ReportCampaign }) {
  return (
    <Box component="li" py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {campaign.campaignName}
      </Text>
      <Text fz="xs" c="dimmed">
        {objectiveText(campaign.objective)}
      </Text>
      <Group gap="lg" mt={6} wrap="wrap">
        <Cell label={T.spend} value={formatMoneyOrDash(campaign.spend)} />
        <Cell label={T.clicks} value={formatCount(campaign.clicks)} />
        <Cell label={T.leads} value={formatCount(campaign.leads)} />
        <Cell label={S.cpc} value={formatMoneyOrDash(campaign.cpc)} />
        <Cell label={S.ctr} value={formatPercentOrDash(campaign.ctr)} />
      </Group>
    </Box>
  );
}

/** One row per campaign with its own §9 metrics ('-' on a zero denominator). */
export function CampaignsCard({ report }: { report: ParsedReport }) {
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  return (
    <ReportCard title={T.campaigns}>
      {report.campaigns.length === 0 ? (
        <Text c="dimmed">{T.noCampaigns}</Text>
      ) : wide ? (
        <ListTable
          minWidth={860}
          label={T.campaigns}
          look={{ verticalSpacing: 'xs', horizontalSpacing: 'sm', striped: true, highlightOnHover: false }}
          head={[T.campaign, T.objective, ...[T.spend, T.impressions, T.clicks, T.reach, T.leads, S.cpc, S.cpm, S.ctr].map((label) => ({ label, th: { style: numeric } }))]}
        >
              {report.campaigns.map((c, i) => (
                <Table.Tr key={c.campaignId ?? `${c.campaignName}-${i}`}>
                  <Table.Td fw={600} maw={280} style={{ overflowWrap: 'anywhere' }}>
                    {c.campaignName}
                  </Table.Td>
                  <Table.Td>{objectiveText(c.objective)}</Table.Td>
                  <Table.Td style={numeric}>{formatMoneyOrDash(c.spend)}</Table.Td>
                  <Table.Td style={numeric}>{formatCount(c.impressions)}</Table.Td>
                  <Table.Td style={numeric}>{formatCount(c.clicks)}</Table.Td>
                  <Table.Td style={numeric}>{formatCount(c.reach)}</Table.Td>
                  <Table.Td style={numeric}>{formatCount(c.leads)}</Table.Td>
                  <Table.Td style={numeric}>{formatMoneyOrDash(c.cpc)}</Table.Td>
                  <Table.Td style={numeric}>{formatMoneyOrDash(c.cpm)}</Table.Td>
                  <Table.Td style={numeric}>{formatPercentOrDash(c.ctr)}</Table.Td>
                </Table.Tr>
              ))}
        </ListTable>
      ) : (
        <Box component="ul" aria-label={T.campaigns} m={0} p={0} style={{ listStyle: 'none' }}>
          {report.campaigns.map((c, i) => (
            <CampaignCard key={c.campaignId ?? `${c.campaignName}-${i}`} campaign={c} />
          ))}
        </Box>
      )}
    </ReportCard>
  );
}
