import type { Lead } from '@clinic/domain';
import { Box, Divider, Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { LeadActions, LeadStatusBadge, OriginBadge, type LeadRowActions, dateOrDash } from './lead-cells';
import { LEADS_SCREEN_TEXT as T } from './leads.text';

const GRID_COLS = { base: 1, sm: 2 };

interface LeadsCardsProps extends LeadRowActions {
  leads: Lead[];
  labelledBy: string;
  busy: boolean;
}

/** The list on phones and tablets: one card per lead, with the table's columns as labelled values. */
export function LeadsCards({ leads, labelledBy, busy, ...actions }: LeadsCardsProps) {
  return (
    <SimpleGrid
      component="ul"
      cols={GRID_COLS}
      spacing="sm"
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      m={0}
      px={{ base: 'sm', sm: 'md' }}
      pb={{ base: 'sm', sm: 'md' }}
      style={{ listStyle: 'none', opacity: busy ? 0.6 : 1, transition: 'opacity 150ms ease' }}
    >
      {leads.map((lead) => (
        <Paper
          component="li"
          key={lead.id}
          withBorder
          p="md"
          data-testid={`lead-card-${lead.id}`}
          data-status={lead.status}
          bg={lead.status === 'CONVERTIDO' ? 'green.0' : undefined}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {lead.name}
            </Text>
            <LeadStatusBadge status={lead.status} />
          </Group>
          <Divider my="sm" />
          <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing="xs" m={0}>
            <Detail label={T.whatsapp}>{lead.whatsapp}</Detail>
            <Detail label={T.origin}>
              <OriginBadge origin={lead.origin} wrap />
            </Detail>
            <Detail label={T.originDate}>{dateOrDash(lead.date)}</Detail>
            <Detail label={T.conversionDate}>{dateOrDash(lead.conversionDate)}</Detail>
          </SimpleGrid>
          <Group justify="flex-end" mt="xs">
            <LeadActions lead={lead} {...actions} />
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box miw={0}>
      <Text component="dt" fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" fz="sm" m={0} style={{ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
    </Box>
  );
}

export function LeadsCardsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="sm" px={{ base: 'sm', sm: 'md' }} pb={{ base: 'sm', sm: 'md' }}>
      {Array.from({ length: count }, (_, index) => (
        <Paper key={index} withBorder p="md">
          <Group justify="space-between" wrap="nowrap">
            <Skeleton h={12} w="50%" />
            <Skeleton h={20} w={72} radius="xl" />
          </Group>
          <Skeleton h={10} w="80%" mt="md" />
          <Skeleton h={10} w="50%" mt={8} />
        </Paper>
      ))}
    </SimpleGrid>
  );
}
