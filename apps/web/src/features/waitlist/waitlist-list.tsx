import {
  WAITLIST_OFFER_STATUS_LABELS,
  WAITLIST_PERIOD_LABELS,
  WAITLIST_STATUS_LABELS,
  WEEKDAY_SHORT_LABELS,
  type WaitlistEntry,
  type WaitlistStatus,
  fullName,
} from '@clinic/domain';
import { Badge, Box, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

import { RowActionIcon } from '../../components/row-action-icon';
import { WAITLIST_SCREEN_TEXT as T } from './waitlist.text';

const STATUS_COLORS: Record<WaitlistStatus, string> = {
  aguardando: 'blue',
  oferecido: 'orange',
  agendado: 'teal',
  recusado: 'gray',
  expirado: 'gray',
  removido: 'gray',
};

/** Entries that can still change (an agendado or removido one is history). */
export const isEditable = (entry: WaitlistEntry) => entry.status !== 'agendado' && entry.status !== 'removido';

export const patientName = (entry: WaitlistEntry) => fullName(entry.patient);

interface WaitlistListProps {
  entries: WaitlistEntry[];
  onEdit: (entry: WaitlistEntry) => void;
  onRemove: (entry: WaitlistEntry) => void;
}

export function WaitlistList({ entries, onEdit, onRemove }: WaitlistListProps) {
  return (
    <Stack component="ul" gap="sm" aria-label={T.listLabel} m={0} p={0} style={{ listStyle: 'none' }}>
      {entries.map((entry) => (
        <Paper component="li" key={entry.id} withBorder shadow="xs" p="md" data-testid="waitlist-entry">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Box miw={0}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {patientName(entry)}
                </Text>
                {entry.urgent && (
                  <Badge color="red" variant="filled" size="sm" tt="none">
                    {T.urgent}
                  </Badge>
                )}
                <Badge color={STATUS_COLORS[entry.status]} variant="light" size="sm" tt="none">
                  {WAITLIST_STATUS_LABELS[entry.status]}
                </Badge>
              </Group>
              <Text fz="sm" c="gray.7" mt={4}>
                {[
                  entry.patient.phone,
                  entry.physiotherapist ? T.withPhysiotherapist(entry.physiotherapist.firstName) : T.anyPhysiotherapistLong,
                  T.range(entry.dateFrom, entry.dateTo),
                ].join(' · ')}
              </Text>
              <Group gap={4} mt={6} aria-label={T.availability}>
                {entry.availability.map((a) => (
                  <Badge key={`${a.weekday}:${a.period}`} variant="outline" color="gray" size="sm" tt="none" fw={500}>
                    {`${WEEKDAY_SHORT_LABELS[a.weekday]} ${WAITLIST_PERIOD_LABELS[a.period].toLowerCase()}`}
                  </Badge>
                ))}
              </Group>
              {entry.notes && (
                <Text fz="sm" mt={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {entry.notes}
                </Text>
              )}
              {entry.lastOffer && (
                <Text fz="xs" c="gray.7" mt={6}>
                  {T.lastOffer(entry.lastOffer.date, entry.lastOffer.time, WAITLIST_OFFER_STATUS_LABELS[entry.lastOffer.status])}
                </Text>
              )}
            </Box>
            {isEditable(entry) && (
              <Group gap={4} wrap="nowrap">
                <RowActionIcon tooltip={T.edit} label={T.editAria(patientName(entry))} color="gray" icon={IconPencil} onClick={() => onEdit(entry)} />
                <RowActionIcon tooltip={T.remove} label={T.removeAria(patientName(entry))} color="red" icon={IconTrash} onClick={() => onRemove(entry)} />
              </Group>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** Placeholder cards with the list's shape while it loads. */
export function WaitlistListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={T.listLabel} data-testid="waitlist-loading">
      {Array.from({ length: count }, (_, index) => (
        <Paper key={index} withBorder p="md">
          <Skeleton h={14} w="40%" />
          <Skeleton h={12} w="70%" mt={10} />
          <Skeleton h={18} w={160} mt={10} radius="xl" />
        </Paper>
      ))}
    </Stack>
  );
}
