import type { Lead } from '@clinic/domain';
import { Group, Skeleton, Stack, Text } from '@mantine/core';

import { type DataColumn, DataTable } from '../../components/data-table';
import { LeadActions, LeadStatusBadge, OriginBadge, type LeadRowActions, dateOrDash } from './lead-cells';
import { LEADS_SCREEN_TEXT as T } from './leads.text';

interface LeadsTableProps extends LeadRowActions {
  leads: Lead[];
  labelledBy: string;
  /** The next page or filter is loading: the old rows stay, dimmed. */
  busy: boolean;
}

/** Converted rows are green (spec §2). */
const CONVERTED_ROW = { backgroundColor: 'var(--mantine-color-green-0)' } as const;

const COLUMNS: DataColumn<Lead>[] = [
  {
    label: T.name,
    cell: (lead) => (
      <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {lead.name}
      </Text>
    ),
    td: { maw: 260 },
  },
  { label: T.whatsapp, cell: (lead) => lead.whatsapp, numeric: true },
  { label: T.origin, cell: (lead) => <OriginBadge origin={lead.origin} />, td: { maw: 280 } },
  { label: T.originDate, cell: (lead) => dateOrDash(lead.date), numeric: true },
  { label: T.status, cell: (lead) => <LeadStatusBadge status={lead.status} /> },
  { label: T.conversionDate, cell: (lead) => dateOrDash(lead.conversionDate), numeric: true, missing: (lead) => !lead.conversionDate },
];

/** The spec's table, for desktops. */
export function LeadsTable({ leads, labelledBy, busy, ...actions }: LeadsTableProps) {
  return (
    <DataTable
      rows={leads}
      columns={COLUMNS}
      rowKey={(lead) => lead.id}
      rowProps={(lead) => ({
        'data-testid': `lead-row-${lead.id}`,
        'data-status': lead.status,
        style: lead.status === 'CONVERTIDO' ? CONVERTED_ROW : undefined,
      })}
      actions={{ label: T.actions, cell: (lead) => <LeadActions lead={lead} {...actions} /> }}
      minWidth={900}
      labelledBy={labelledBy}
      busy={busy}
    />
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
