import type { Lead } from '@clinic/domain';
import { Group, Skeleton, Stack, Table, Text } from '@mantine/core';

import { LeadActions, LeadStatusBadge, OriginBadge, type LeadRowActions, dateOrDash } from './lead-cells';
import { LEADS_SCREEN_TEXT as T } from './leads.text';

interface LeadsTableProps extends LeadRowActions {
  leads: Lead[];
  labelledBy: string;
  /** The next page or filter is loading: the old rows stay, dimmed. */
  busy: boolean;
}

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
/** Converted rows are green (spec §2). */
const CONVERTED_ROW = { backgroundColor: 'var(--mantine-color-green-0)' } as const;

/** The spec's table, for desktops. */
export function LeadsTable({ leads, labelledBy, busy, ...actions }: LeadsTableProps) {
  return (
    <Table.ScrollContainer minWidth={900} type="native">
      <Table
        verticalSpacing="sm"
        horizontalSpacing="md"
        highlightOnHover
        aria-labelledby={labelledBy}
        aria-busy={busy || undefined}
        style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms ease' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.name}</Table.Th>
            <Table.Th>{T.whatsapp}</Table.Th>
            <Table.Th>{T.origin}</Table.Th>
            <Table.Th>{T.originDate}</Table.Th>
            <Table.Th>{T.status}</Table.Th>
            <Table.Th>{T.conversionDate}</Table.Th>
            <Table.Th ta="right">{T.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leads.map((lead) => (
            <Table.Tr
              key={lead.id}
              data-testid={`lead-row-${lead.id}`}
              data-status={lead.status}
              style={lead.status === 'CONVERTIDO' ? CONVERTED_ROW : undefined}
            >
              <Table.Td maw={260}>
                <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {lead.name}
                </Text>
              </Table.Td>
              <Table.Td style={numeric}>{lead.whatsapp}</Table.Td>
              <Table.Td maw={280}>
                <OriginBadge origin={lead.origin} />
              </Table.Td>
              <Table.Td style={numeric}>{dateOrDash(lead.date)}</Table.Td>
              <Table.Td>
                <LeadStatusBadge status={lead.status} />
              </Table.Td>
              <Table.Td style={numeric} c={lead.conversionDate ? undefined : 'dimmed'}>
                {dateOrDash(lead.conversionDate)}
              </Table.Td>
              <Table.Td>
                <LeadActions lead={lead} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function LeadsTableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Stack gap="lg" px={{ base: 'md', sm: 'lg' }} py="md">
      {Array.from({ length: rows }, (_, index) => (
        <Group key={index} gap="lg" wrap="nowrap">
          <Skeleton h={12} w="20%" />
          <Skeleton h={12} w="14%" />
          <Skeleton h={20} w={96} radius="xl" />
          <Skeleton h={12} w="10%" />
          <Skeleton h={20} w={80} radius="xl" />
          <Skeleton h={12} w="10%" />
        </Group>
      ))}
    </Stack>
  );
}
