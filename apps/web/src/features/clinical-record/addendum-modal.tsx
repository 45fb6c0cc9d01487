import { type RecordEntry, ZCreateAddendumInput } from '@clinic/domain';
import { Button, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconSignature } from '@tabler/icons-react';

import { FormModal, useDiscardGuard } from '../../components/discard-guard';
import { SignConfirmText } from '../../components/sign-confirm';
import { fieldErrors } from '../../lib/api-errors';
import { useAuth } from '../../lib/use-auth';
import { CLINICAL_RECORD_SCREEN_TEXT as T } from './clinical-record.text';
import { entryTitle } from './record-entry-title';
import { RecordContentView } from './record-content-view';
import { useAddAddendum } from './use-clinical-record-mutations';

interface AddendumModalProps {
  opened: boolean;
  /** The signed entry being corrected: it stays visible above the addendum. */
  entry: RecordEntry | null;
  session: number;
  onClose: () => void;
}

/** 'Adendo': a correction of a signed entry, with a required reason, signed on saving by its own author. */
export function AddendumModal({ opened, entry, session, onClose }: AddendumModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <FormModal opened={opened} onClose={onClose} title={T.formAddendum} size="lg" fullScreen={phone}>
      {entry && <AddendumForm key={session} entry={entry} onDone={onClose} />}
    </FormModal>
  );
}

function AddendumForm({ entry, onDone }: { entry: RecordEntry; onDone: () => void }) {
  const { user } = useAuth();
  const add = useAddAddendum();
  const form = useForm({
    initialValues: { reason: '', content: '' },
    validate: (values) => {
      const parsed = ZCreateAddendumInput.safeParse({ id: entry.id, ...values });
      if (parsed.success) return {};
      return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    },
  });
  const requestClose = useDiscardGuard(() => form.isDirty(), onDone);
  const submit = (values: { reason: string; content: string }) =>
    add.mutate(
      { id: entry.id, ...values },
      {
        onSuccess: onDone,
        onError: (error) => {
          const errors = fieldErrors(error);
          form.setErrors(Object.fromEntries(Object.entries(errors).filter(([field]) => field === 'reason' || field === 'content')));
        },
      },
    );

  return (
    <form aria-label={T.formAddendum} noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <Paper withBorder p="sm" bg="gray.0" component="section" aria-label={T.addendumOriginal}>
          <Text fz="sm" fw={700} mb={6}>
            {T.addendumOriginal}: {entryTitle(entry)}
          </Text>
          {entry.content && <RecordContentView templateId={entry.templateId} templateVersion={entry.templateVersion} content={entry.content} headingOrder={3} />}
        </Paper>
        <TextInput label={T.addendumReason} placeholder={T.addendumReasonPlaceholder} withAsterisk maxLength={1000} data-autofocus {...form.getInputProps('reason')} />
        <Textarea label={T.addendumText} withAsterisk autosize minRows={3} maxRows={10} maxLength={10_000} {...form.getInputProps('content')} />
        <SignConfirmText crefito={user?.crefito ?? ''} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={requestClose} disabled={add.isPending}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={add.isPending} leftSection={<IconSignature size={18} aria-hidden />}>
            {T.saveAddendum}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
