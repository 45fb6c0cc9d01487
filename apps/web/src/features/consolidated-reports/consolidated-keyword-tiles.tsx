import { CONSOLIDATED_TEXT as T, estimatedKeywordCost, formatBRL } from '@clinic/domain';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';

interface KeywordTilesProps {
  counts: Record<string, number>;
  totalSpend: number;
  totalLeads: number;
  /** Heading level of the section title (the page decides its outline). */
  headingOrder?: 2 | 3;
}

/**
 * '{keyword} + FB' tiles: the lead count and, when there are leads, the estimated cost (spec §9:
 * count × total spend ÷ total leads). Keywords with more leads come first.
 */
export function ConsolidatedKeywordTiles({ counts, totalSpend, totalLeads, headingOrder = 2 }: KeywordTilesProps) {
  const entries = Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'pt-BR'));
  return (
    <Paper component="section" withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} aria-labelledby="keyword-tiles-title">
      <Title order={headingOrder} fz="lg" id="keyword-tiles-title">
        {T.keywordsTitle}
      </Title>
      <Text c="dimmed" fz="sm" mt={4} mb="md">
        {T.keywordExplanation}
      </Text>
      {entries.length === 0 ? (
        <Text c="dimmed">-</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map(([keyword, count]) => (
            <Paper component="li" key={keyword} withBorder p="sm" radius="md" bg={count > 0 ? 'teal.0' : undefined}>
              <Text fw={700} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {T.keywordTile(keyword)}
              </Text>
              <Text fz="xl" fw={700} lh={1.3}>
                {T.leadsWord(count)}
              </Text>
              {count > 0 && (
                <Text fz="sm" c="dark.4">
                  {T.estimatedCost}: {formatBRL(estimatedKeywordCost(count, totalSpend, totalLeads))}
                </Text>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}
