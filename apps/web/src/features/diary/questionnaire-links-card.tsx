import { DIARY_SCREEN_TEXT as T } from './diary.text';
import { type PatientLinkCreated, QUESTIONNAIRE_MOMENTS, QUESTIONNAIRE_MOMENT_LABELS, type QuestionnaireMoment, formatDateTime } from '@clinic/domain';
import { Badge, Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';

import { HeadedTable } from '../../components/column-heads';
import { ConfirmModal } from '../../components/confirm-modal';
import { trpc } from '../../lib/trpc';
import { DiaryLinkPanel } from './diary-link-panel';
import { useCreateQuestionnaireLink, useRevokeQuestionnaireLink } from './use-diary-mutations';

/**
 * 'Questionários pelo celular' (issue #26 item 3): a link for one instrument the patient answers
 * herself (before the assessment, at a session, at discharge); her answers arrive in the record
 * as a draft of whoever sent the link, to review and sign.
 */
export function QuestionnaireLinksCard({ patientId, canWrite }: { patientId: number; canWrite: boolean }) {
  const instruments = trpc.instruments.list.useQuery();
  const links = trpc.diary.questionnaireLinks.useQuery({ id: patientId });
  const [instrumentId, setInstrumentId] = useState<string | null>(null);
  const [moment, setMoment] = useState<QuestionnaireMoment>('antes_avaliacao');
  const [created, setCreated] = useState<PatientLinkCreated | null>(null);
  const [revoking, setRevoking] = useState<number | null>(null);
  const create = useCreateQuestionnaireLink(patientId, setCreated);
  const revoke = useRevokeQuestionnaireLink(patientId, () => setRevoking(null));
  const choices = (instruments.data ?? []).filter((i) => i.enabled && i.patientReported).map((i) => ({ value: i.id, label: i.title }));
  const titleOf = (id: string) => instruments.data?.find((i) => i.id === id)?.shortTitle ?? id;

  return (
    <Card withBorder padding="sm">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {T.q.title}
        </Title>
        <Text size="sm" c="dimmed">
          {T.q.hint}
        </Text>
        {canWrite && (
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select label={T.q.instrument} data={choices} value={instrumentId} onChange={setInstrumentId} w={260} />
            <Select
              label={T.q.moment}
              data={QUESTIONNAIRE_MOMENTS.map((m) => ({ value: m, label: QUESTIONNAIRE_MOMENT_LABELS[m] }))}
              value={moment}
              onChange={(v) => setMoment((v as QuestionnaireMoment | null) ?? 'antes_avaliacao')}
              allowDeselect={false}
              w={200}
            />
            <Button disabled={!instrumentId} loading={create.isPending} onClick={() => instrumentId && create.mutate({ id: patientId, instrumentId, moment })}>
              {T.q.create}
            </Button>
          </Group>
        )}
        {created && <DiaryLinkPanel link={created} purpose="questionnaire" />}
        {(links.data?.length ?? 0) > 0 && (
          <HeadedTable minWidth={520} scroll={{ type: 'native', tabIndex: 0, role: 'region', 'aria-label': T.q.title }} aria-label={T.q.title}
            head={[T.q.instrument, T.q.moment, T.q.state, T.q.until, canWrite && T.q.actions]}>
            {links.data?.map((link) => (
              <Table.Tr key={link.id}>
                <Table.Td>{titleOf(link.instrumentId)}</Table.Td>
                <Table.Td>{QUESTIONNAIRE_MOMENT_LABELS[link.moment]}</Table.Td>
                <Table.Td>
                  <Badge color={link.state === 'ativo' ? 'teal' : 'gray'}>{T.state[link.state]}</Badge>
                </Table.Td>
                <Table.Td>{formatDateTime(link.expiresAt)}</Table.Td>
                {canWrite && (
                  <Table.Td>
                    {link.state === 'ativo' && (
                      <Button size="xs" variant="default" onClick={() => setRevoking(link.id)} aria-label={`${T.revoke}: ${titleOf(link.instrumentId)}`}>
                        {T.revoke}
                      </Button>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </HeadedTable>
        )}
      </Stack>
      <ConfirmModal
        opened={revoking !== null}
        title={T.q.revokeTitle}
        confirmLabel={T.revokeConfirm}
        cancelLabel={T.keepLink}
        pending={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking !== null && revoke.mutate({ id: revoking })}
      >
        <Text>{T.q.revokeBody}</Text>
      </ConfirmModal>
    </Card>
  );
}
