import { type ConfirmationItem, type InboxItem, formatDateTime, formatIsoDate } from '@clinic/domain';
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconInbox } from '@tabler/icons-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';

import { BrDateInput } from '../../components/br-date-input';
import { EmptyState } from '../../components/empty-state';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageHeader } from '../../components/page-header';
import { permissionScreen } from '../../components/require-permission';
import { TitledSection } from '../../components/titled-section';
import { toneOf } from '../../lib/badge-tone';
import { trpc } from '../../lib/trpc';
import { ConfirmationBadge } from './confirmation-badge';
import { CONFIRMATIONS_SCREEN_TEXT as T } from './confirmations.text';
import { useConfirmAppointment, useMarkInboxHandled } from './use-confirmations-mutations';

export const ConfirmationsPage = permissionScreen('attendance:work', T, ConfirmationsScreen);

/** Answers arrive by webhook at any time: the screen looks again every 15 seconds. */
const REFRESH_MS = 15_000;

function ConfirmationsScreen() {
  // The day lives in the address (?date=), so a reload or a shared link shows the same day.
  const [params, setParams] = useSearchParams();
  const date = params.get('date');
  const setDate = (value: string | null) => setParams(value ? { date: value } : {}, { replace: true });
  const day = trpc.confirmations.list.useQuery(date ? { date } : {}, { refetchInterval: REFRESH_MS });
  const listId = useId();
  const inboxId = useId();
  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <Stack gap="lg">
        <Group align="flex-end">
          <BrDateInput
            label={T.date}
            value={date ?? day.data?.date ?? null}
            onChange={(value) => setDate(value)}
            maw={220}
          />
          {date !== null && (
            <Button variant="subtle" onClick={() => setDate(null)}>
              {T.nextWorkingDay}
            </Button>
          )}
        </Group>
        {day.isPending && (
          <Stack role="status" aria-label="Carregando">
            <Skeleton h={56} />
            <Skeleton h={56} />
          </Stack>
        )}
        {day.isError && <LoadErrorAlert title={T.loadError} query={day} retryLabel={T.retry} />}
        {day.data && (
          <>
            <TitledSection titleId={listId} title={`${T.appointments} · ${formatIsoDate(day.data.date)}`} emptyText={day.data.items.length === 0 && T.empty}>
              <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} data-testid="confirmations-list">
                {day.data.items.map((item) => (
                  <ConfirmationRow key={item.appointmentId} item={item} />
                ))}
              </Stack>
            </TitledSection>
            <TitledSection titleId={inboxId} title={`${T.inbox} (${day.data.inbox.length})`}>
              {day.data.inbox.length === 0 ? (
                <EmptyState icon={<IconInbox size={24} stroke={1.5} />} text={T.inboxEmpty} py="md" />
              ) : (
                <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} data-testid="confirmations-inbox">
                  {day.data.inbox.map((item) => (
                    <InboxRow key={item.id} item={item} />
                  ))}
                </Stack>
              )}
            </TitledSection>
          </>
        )}
      </Stack>
    </>
  );
}

function ConfirmationRow({ item }: { item: ConfirmationItem }) {
  const confirm = useConfirmAppointment();
  const open = item.confirmation !== 'confirmado' && item.confirmation !== 'cancelado';
  return (
    <Paper component="li" withBorder p="sm" data-appointment-id={item.appointmentId}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Text fw={600}>
            {item.time} · {item.patientName}
          </Text>
          <Text fz="sm" c="dimmed">
            {item.physiotherapistName} · {item.roomName}
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap">
          <ConfirmationBadge state={item.confirmation} />
          {item.whatsappLink ? (
            <Anchor href={item.whatsappLink} target="_blank" rel="noopener noreferrer" aria-label={T.whatsappLinkLabel(item.patientName)}>
              <Group gap={4} wrap="nowrap">
                <IconBrandWhatsapp size={18} aria-hidden />
                {T.whatsappLink}
              </Group>
            </Anchor>
          ) : (
            <Text fz="sm" c="dimmed">
              {T.noPhone}
            </Text>
          )}
          {open && (
            <Button
              size="xs"
              leftSection={<IconCheck size={16} aria-hidden />}
              loading={confirm.isPending}
              onClick={() => confirm.mutate({ id: item.appointmentId })}
              aria-label={`${T.confirm} ${item.patientName} às ${item.time}`}
            >
              {T.confirm}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

function InboxRow({ item }: { item: InboxItem }) {
  const handled = useMarkInboxHandled();
  return (
    <Paper component="li" withBorder p="sm" data-inbox-id={item.id}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Badge {...toneOf(item.kind === 'remarcar' ? 'orange' : 'yellow')}>
              {T.inboxKinds[item.kind]}
            </Badge>
            <Text fw={600}>{item.patientName ?? `+${item.fromPhone}`}</Text>
          </Group>
          {item.text && <Text fz="sm">“{item.text}”</Text>}
          <Text fz="xs" c="dimmed">
            {T.received} {formatDateTime(item.receivedAt)}
          </Text>
        </Stack>
        <Button size="xs" variant="light" loading={handled.isPending} onClick={() => handled.mutate({ id: item.id })}>
          {T.markHandled}
        </Button>
      </Group>
    </Paper>
  );
}
