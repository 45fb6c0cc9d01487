import { CONSOLIDATED_TEXT as T, type ConsolidatedAnalysis, type OverallTotals, formatBRL } from '@clinic/domain';
import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

import { ConsolidatedKeywordTiles } from './consolidated-keyword-tiles';
import { TotalsStatCards } from './totals-stat-cards';
import { TitledSection } from '../../components/titled-section';

/** A completed analysis: totals, spend per account, keyword tiles with the explanation. */
export function AnalysisResults({ analysis, totals }: { analysis: ConsolidatedAnalysis; totals: OverallTotals }) {
  const maxSpend = Math.max(...analysis.accountAnalyses.map((a) => a.totalSpend), 0);
  return (
    <Stack gap="lg" data-testid="analysis-results">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <TotalsStatCards totals={totals} spendDetail={analysis.displayPeriod} />
      </SimpleGrid>

      <TitledSection titleId="spend-by-account" titleMb="md" title={T.spendByAccount} emptyText={analysis.accountAnalyses.length === 0 && T.noActiveAccounts}>
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {analysis.accountAnalyses.map((account) => (
            <li key={account.adAccountId}>
              <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {account.accountName}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {T.accountId}: {account.accountId} · {T.leadsWord(account.totalLeads)}
                    {account.reportRequestId !== null && (
                      <>
                        {' · '}
                        <Anchor component={Link} to={`/reports/${account.reportRequestId}`} fz="xs" underline="always">
                          Relatório #{account.reportRequestId}
                        </Anchor>
                      </>
                    )}
                  </Text>
                  {account.errorMessage && (
                    <Text fz="xs" c="red.8">
                      {T.accountError}: {account.errorMessage}
                    </Text>
                  )}
                </div>
                <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {formatBRL(account.totalSpend)}
                </Text>
              </Group>
              <div
                aria-hidden
                style={{
                  height: 6,
                  marginTop: 6,
                  borderRadius: 3,
                  background: 'var(--mantine-color-gray-2)',
                  overflow: 'hidden',
                }}
              >
                <div
                  style={{
                    height: '100%',
                    width: `${maxSpend > 0 ? (account.totalSpend / maxSpend) * 100 : 0}%`,
                    background: 'var(--mantine-color-teal-6)',
                  }}
                />
              </div>
            </li>
          ))}
        </Stack>
      </TitledSection>

      <ConsolidatedKeywordTiles counts={analysis.globalKeywordCounts} totalSpend={totals.totalSpend} totalLeads={totals.totalLeads} />
    </Stack>
  );
}
