import { RECORD_KIND_LABELS, formatDateTime, formatIsoDate } from '@clinic/domain';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import { EmptyState } from '../../components/empty-state';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { TitledSection } from '../../components/titled-section';
import { trpc } from '../../lib/trpc';
import { CLINICAL_RECORD_SCREEN_TEXT as T } from './clinical-record.text';
import { recordTabLink } from './record-links';

/**
 * 'Evoluções pendentes' on the physiotherapist's dashboard: her past appointments of the last 30
 * days with no signed evolution, and her drafts older than 24 hours, each a link to where to write it.
 */
export function PendingEvolutionsCard() {
  const titleId = useId();
  const pending = trpc.clinicalRecord.pending.useQuery(undefined, { refetchOnMount: 'always' });
  const data = pending.data;
  const count = data ? data.appointments.length + data.drafts.length : 0;
  return (
    <TitledSection titleId={titleId} title={count > 0 ? `${T.pendingTitle} (${count})` : T.pendingTitle} data-testid="pending-evolutions">
      {pending.isPending && (
        <Text c="dimmed" role="status">
          {T.pendingLoading}…
        </Text>
      )}
      {pending.isError && <LoadErrorAlert title={T.pendingError} query={pending} retryLabel={T.retry} />}
      {data && count === 0 && <EmptyState icon={<IconCircleCheck size={24} stroke={1.5} />} text={T.pendingEmpty} py="md" />}
      {data && count > 0 && (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {data.appointments.map((a) => (
            <li key={`a${a.id}`}>
              <PendingRow
                name={a.patientName}
                detail={T.pendingAppointment(formatIsoDate(a.date), a.time)}
                to={recordTabLink(a.patientId, { appointmentId: a.id })}
                label={T.pendingWrite}
              />
            </li>
          ))}
          {data.drafts.map((d) => (
            <li key={`d${d.id}`}>
              <PendingRow
                name={d.patientName}
                detail={`${RECORD_KIND_LABELS[d.kind]} · ${T.pendingDraft(formatDateTime(d.createdAt))}`}
                to={recordTabLink(d.patientId, { draftId: d.id })}
                label={T.pendingOpen}
                draft
              />
            </li>
          ))}
        </Stack>
      )}
    </TitledSection>
  );
}

function PendingRow({ name, detail, to, label, draft = false }: { name: string; detail: string; to: string; label: string; draft?: boolean }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" p="xs" style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}>
      <Stack gap={0} miw={0}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} truncate>
            {name}
          </Text>
          {draft && (
            <Badge variant="light" color="yellow" c="dark" tt="none" size="sm">
              {T.draft}
            </Badge>
          )}
        </Group>
        <Text fz="sm" c="dimmed">
          {detail}
        </Text>
      </Stack>
      <Anchor component={Link} to={to} fw={600} fz="sm" aria-label={`${label}: ${name}, ${detail}`} style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Anchor>
    </Group>
  );
}
