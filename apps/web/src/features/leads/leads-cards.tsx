import type { Lead } from '@clinic/domain';
import { Group, Skeleton, Text } from '@mantine/core';

import { RecordCard, RecordCards, RecordCardsSkeleton } from '../../components/record-cards';
import { LeadActions, LeadStatusBadge, OriginBadge, type LeadRowActions, dateOrDash } from './lead-cells';
import { LEADS_SCREEN_TEXT as T } from './leads.text';

interface LeadsCardsProps extends LeadRowActions {
  leads: Lead[];
  labelledBy: string;
  busy: boolean;
}

/** The list on phones and tablets: one card per lead, with the table's columns as labelled values. */
export function LeadsCards({ leads, labelledBy, busy, ...actions }: LeadsCardsProps) {
  return (
    <RecordCards rows={leads} rowKey={(lead) => lead.id} labelledBy={labelledBy} busy={busy}>
      {(lead) => (
        <RecordCard
          testId={`lead-card-${lead.id}`}
          data-status={lead.status}
          bg={lead.status === 'CONVERTIDO' ? 'green.0' : undefined}
          heading={
            <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {lead.name}
            </Text>
          }
          badge={<LeadStatusBadge status={lead.status} />}
          details={[
            { label: T.whatsapp, value: lead.whatsapp },
            { label: T.origin, value: <OriginBadge origin={lead.origin} wrap /> },
            { label: T.originDate, value: dateOrDash(lead.date) },
            { label: T.conversionDate, value: dateOrDash(lead.conversionDate) },
          ]}
          actions={<LeadActions lead={lead} {...actions} />}
        />
      )}
    </RecordCards>
  );
}

export function LeadsCardsSkeleton() {
  return (
    <RecordCardsSkeleton
      heading={
        <Group justify="space-between" wrap="nowrap">
          <Skeleton h={12} w="50%" />
          <Skeleton h={20} w={72} radius="xl" />
        </Group>
      }
    />
  );
}
