import { type LeadSummary, formatConversionRate } from '@clinic/domain';
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconChartPie, IconUserCheck, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { LEADS_SCREEN_TEXT as T } from './leads.text';

/** The three summary cards (spec §2), over the same filter as the list; placeholders while it loads. */
export function LeadSummaryCards({ summary }: { summary: LeadSummary | undefined }) {
  return (
    <SimpleGrid component="section" aria-label={T.summaryLabel} cols={{ base: 1, sm: 3 }} spacing="md" data-testid="lead-summary">
      <SummaryCard
        icon={<IconUsers size={20} stroke={1.7} />}
        color="blue"
        label={T.totalLeads}
        value={summary?.total}
        detail={summary ? T.totalDetail(summary.pending, summary.converted) : undefined}
      />
      <SummaryCard
        icon={<IconUserCheck size={20} stroke={1.7} />}
        color="green"
        label={T.convertedLeads}
        value={summary?.converted}
        detail={T.convertedDetail2}
      />
      <SummaryCard
        icon={<IconChartPie size={20} stroke={1.7} />}
        color="grape"
        label={T.conversionRateLabel}
        value={summary ? formatConversionRate(summary.conversionRate) : undefined}
        detail={T.conversionRateDetail}
      />
    </SimpleGrid>
  );
}

interface SummaryCardProps {
  icon: ReactNode;
  color: string;
  label: string;
  value: number | string | undefined;
  detail: string | undefined;
}

function SummaryCard({ icon, color, label, value, detail }: SummaryCardProps) {
  return (
    <Paper withBorder shadow="xs" p="md" role="group" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fz="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton h={28} w={72} mt={6} />
          ) : (
            <Text fz={28} fw={700} lh={1.2} mt={2} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Text>
          )}
        </div>
        <ThemeIcon size={40} radius="md" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
      {detail ? (
        <Text fz="xs" c="dimmed" mt={4}>
          {detail}
        </Text>
      ) : (
        <Skeleton h={10} w="60%" mt={8} />
      )}
    </Paper>
  );
}
