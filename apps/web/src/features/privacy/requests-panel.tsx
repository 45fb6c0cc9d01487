import {
  CLOSED_REQUEST_STATUSES,
  PRIVACY_REQUEST_STATUS_LABELS,
  PRIVACY_REQUEST_TYPE_LABELS,
  type PrivacyRequest,
  formatDateTime,
  formatIsoDate,
} from '@clinic/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';

import { toneOf } from '../../lib/badge-tone';
import { trpc } from '../../lib/trpc';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { DeadlineText } from './deadline-badge';
import { PrivacyListPanel } from './privacy-list-panel';
import { PRIVACY_SCREEN_TEXT as T } from './privacy.text';
import { RequestAnswerModal } from './request-answer-modal';
import { RequestFormModal } from './request-form-modal';

const STATUS_TONE = { aberta: 'orange', em_andamento: 'blue', respondida: 'teal', recusada: 'gray' } as const;

/** 'Solicitações': every holder request, the open ones first by deadline. */
export function RequestsPanel() {
  const requests = trpc.privacy.listRequests.useQuery(undefined, { staleTime: 0 });
  const form = useDialogTarget<null>();
  const answer = useDialogTarget<PrivacyRequest>();
  return (
    <PrivacyListPanel
      query={requests}
      newLabel={T.newRequest}
      onNew={() => form.open(null)}
      listLabel={T.requestsTab}
      loadError={T.loadRequestsError}
      empty={{ icon: <IconInbox size={24} stroke={1.5} />, text: T.requestsEmpty, hint: T.requestsEmptyHint }}
      renderItem={(request) => <RequestItem key={request.id} request={request} onAnswer={() => answer.open(request)} />}
    >
      <RequestFormModal key={form.session} opened={form.opened} onClose={form.close} />
      <RequestAnswerModal key={`a${answer.session}`} request={answer.target} opened={answer.opened} onClose={answer.close} />
    </PrivacyListPanel>
  );
}

function RequestItem({ request, onAnswer }: { request: PrivacyRequest; onAnswer: () => void }) {
  const open = !CLOSED_REQUEST_STATUSES.includes(request.status);
  return (
    <Paper component="li" withBorder p="md" radius="md" data-testid="privacy-request">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{PRIVACY_REQUEST_TYPE_LABELS[request.type]}</Text>
            <Text>· {request.holderName}</Text>
            <Badge size="sm" {...toneOf(STATUS_TONE[request.status])}>
              {PRIVACY_REQUEST_STATUS_LABELS[request.status]}
            </Badge>
          </Group>
          <Button size="compact-sm" variant="light" onClick={onAnswer} aria-label={T.answerRequestLabel(request.holderName)}>
            {T.answerRequest}
          </Button>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text fz="sm">
            {T.receivedOn}: {formatIsoDate(request.receivedOn)}
          </Text>
          <Group gap={6} wrap="nowrap">
            <Text fz="sm">{T.dueOn}:</Text>
            <DeadlineText dueOn={request.dueOn} open={open} />
          </Group>
        </Group>
        {request.details && <Text fz="sm">{request.details}</Text>}
        {request.answer && (
          <Text fz="sm" c="dimmed">
            {T.answer}: {request.answer}
          </Text>
        )}
        {request.answeredByName && request.answeredAt && (
          <Text fz="xs" c="dimmed">
            {T.answeredBy(request.answeredByName, formatDateTime(request.answeredAt))}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
