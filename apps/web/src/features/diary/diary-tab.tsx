import { DIARY_DEFAULT_SLEEP, DIARY_DEFAULT_WAKE, type DiarySummary, type Patient, type PatientLinkCreated, diaryDates, formatIsoDate, toIsoDate } from '@clinic/domain';
import { Badge, Button, Card, Group, Modal, SegmentedControl, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconNotebook, IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';

import { ConfirmModal } from '../../components/confirm-modal';
import { EmptyState } from '../../components/empty-state';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { errorMessage } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { usePermission } from '../../lib/use-permission';
import { DiaryEventForm } from './diary-event-form';
import { DiaryLinkPanel } from './diary-link-panel';
import { DiaryDerivedTable, DiaryEventsTable } from './diary-tables';
import { DIARY_SCREEN_TEXT as T } from './diary.text';
import { QuestionnaireLinksCard } from './questionnaire-links-card';
import { useAddDiaryEvent, useCreateDiary, useRevokeDiaryLink } from './use-diary-mutations';

/**
 * The patient's 'Diário miccional' tab (issue #26): her diaries, a new one with its link (WhatsApp,
 * QR code), a diary's events as a table and its derived values, a paper diary typed in, the link
 * cancelled. The record's rows govern it: reading needs clinicalRecord:read, writing :write.
 */
export function DiaryTab({ patient }: { patient: Patient }) {
  const canWrite = usePermission('clinicalRecord:write');
  const list = trpc.diary.list.useQuery({ id: patient.id });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ diaryId: number; link: PatientLinkCreated } | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);

  if (openId !== null) {
    return (
      <Stack gap="md">
        <Group>
          <Button variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={() => setOpenId(null)}>
            {T.back}
          </Button>
        </Group>
        {created?.diaryId === openId && <DiaryLinkPanel link={created.link} />}
        <DiaryDetailView id={openId} canWrite={canWrite} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {T.tab}
        </Title>
        {canWrite && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
            {T.newDiary}
          </Button>
        )}
      </Group>
      {created && <DiaryLinkPanel link={created.link} />}
      {list.isPending && <Skeleton height={80} />}
      {list.isError && <LoadErrorAlert title={T.loadError} query={list} />}
      {list.data?.length === 0 && <EmptyState icon={<IconNotebook size={24} />} text={T.empty} hint={T.emptyHint} py="lg" />}
      {list.data?.map((diary) => <DiaryCard key={diary.id} diary={diary} onOpen={() => setOpenId(diary.id)} />)}
      <QuestionnaireLinksCard patientId={patient.id} canWrite={canWrite} />
      <NewDiaryModal
        opened={creating}
        patientId={patient.id}
        onClose={() => setCreating(false)}
        onCreated={(diaryId, link) => {
          setCreating(false);
          setCreated({ diaryId, link });
        }}
      />
    </Stack>
  );
}

function LinkBadge({ diary }: { diary: DiarySummary }) {
  if (!diary.link) return <Badge color="gray">{T.noLink}</Badge>;
  return <Badge color={diary.link.state === 'ativo' ? 'teal' : 'gray'}>{T.state[diary.link.state]}</Badge>;
}

function DiaryCard({ diary, onOpen }: { diary: DiarySummary; onOpen: () => void }) {
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>{T.diaryTitle(formatIsoDate(diary.startDate), diary.days)}</Text>
          <Group gap="xs">
            <LinkBadge diary={diary} />
            <Text size="sm" c="dimmed">
              {T.events(diary.eventCount)}
            </Text>
          </Group>
        </Stack>
        <Button variant="light" onClick={onOpen} aria-label={`${T.open}: ${T.diaryTitle(formatIsoDate(diary.startDate), diary.days)}`}>
          {T.open}
        </Button>
      </Group>
    </Card>
  );
}

function NewDiaryModal({
  opened,
  patientId,
  onClose,
  onCreated,
}: {
  opened: boolean;
  patientId: number;
  onClose: () => void;
  onCreated: (diaryId: number, link: PatientLinkCreated) => void;
}) {
  const [days, setDays] = useState('3');
  const [startDate, setStartDate] = useState(() => toIsoDate());
  const [sleepTime, setSleepTime] = useState(DIARY_DEFAULT_SLEEP);
  const [wakeTime, setWakeTime] = useState(DIARY_DEFAULT_WAKE);
  const create = useCreateDiary(patientId, onCreated);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ id: patientId, days: Number(days), startDate, sleepTime, wakeTime });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={T.newDiary}>
      <form onSubmit={submit}>
        <Stack gap="sm">
          <div>
            <Text component="label" id="diary-days-label" size="sm" fw={500}>
              {T.days}
            </Text>
            <SegmentedControl
              fullWidth
              aria-labelledby="diary-days-label"
              value={days}
              onChange={setDays}
              data={[
                { value: '1', label: T.oneDay },
                { value: '2', label: T.twoDays },
                { value: '3', label: T.threeDays },
              ]}
            />
          </div>
          <TextInput label={T.startDate} type="date" value={startDate} onChange={(e) => setStartDate(e.currentTarget.value)} required />
          <Group grow>
            <TextInput label={T.sleepTime} type="time" value={sleepTime} onChange={(e) => setSleepTime(e.currentTarget.value)} />
            <TextInput label={T.wakeTime} type="time" value={wakeTime} onChange={(e) => setWakeTime(e.currentTarget.value)} />
          </Group>
          <Text size="xs" c="dimmed">
            {T.nightHelp}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {T.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function DiaryDetailView({ id, canWrite }: { id: number; canWrite: boolean }) {
  const detail = trpc.diary.get.useQuery({ id });
  const [revoking, setRevoking] = useState(false);
  const addEvent = useAddDiaryEvent(id);
  const revoke = useRevokeDiaryLink(id, () => setRevoking(false));

  if (detail.isPending) return <Skeleton height={200} />;
  if (detail.isError) return <LoadErrorAlert title={T.loadError} query={detail} />;
  const diary = detail.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {T.diaryTitle(formatIsoDate(diary.startDate), diary.days)}
          </Title>
          <LinkBadge diary={diary} />
        </Stack>
        {canWrite && diary.link?.state === 'ativo' && (
          <Button variant="default" color="red" onClick={() => setRevoking(true)}>
            {T.revoke}
          </Button>
        )}
      </Group>
      <Title order={3} size="h5">
        {T.derivedTitle}
      </Title>
      <DiaryDerivedTable derived={diary.derived} />
      <Text size="xs" c="dimmed">
        {T.nightNote(diary.derived.sleepTime, diary.derived.wakeTime)}
      </Text>
      <Title order={3} size="h5">
        {T.eventsTitle}
      </Title>
      <DiaryEventsTable events={diary.events} />
      {canWrite && (
        <Card withBorder padding="sm">
          <Title order={3} size="h5" mb="sm">
            {T.addPaper}
          </Title>
          <DiaryEventForm
            dates={diaryDates(diary)}
            pending={addEvent.isPending}
            submitLabel={T.addPaper}
            onSubmit={(event) =>
              addEvent.mutateAsync({ id, event }).then(
                () => null,
                (error: unknown) => errorMessage(error),
              )
            }
          />
        </Card>
      )}
      <ConfirmModal
        opened={revoking}
        title={T.revokeTitle}
        confirmLabel={T.revokeConfirm}
        cancelLabel={T.keepLink}
        pending={revoke.isPending}
        onClose={() => setRevoking(false)}
        onConfirm={() => revoke.mutate({ id })}
      >
        <Text>{T.revokeBody}</Text>
      </ConfirmModal>
    </Stack>
  );
}
