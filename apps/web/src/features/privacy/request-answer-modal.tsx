import { CLOSED_REQUEST_STATUSES, PRIVACY_REQUEST_STATUS_LABELS, PRIVACY_REQUEST_STATUSES, type PrivacyRequest, type PrivacyRequestStatus } from '@clinic/domain';
import { Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';

import { FormModal, useFormDiscardGuard } from '../../components/discard-guard';
import { FormActions } from '../../components/form-actions';
import { PRIVACY_SCREEN_TEXT as T } from './privacy.text';
import { useUpdatePrivacyRequest } from './use-privacy-mutations';

const STATUS_OPTIONS = PRIVACY_REQUEST_STATUSES.map((value) => ({ value, label: PRIVACY_REQUEST_STATUS_LABELS[value] }));

/** 'Responder': the status and the answer given to the holder (closing needs an answer). */
export function RequestAnswerModal({ request, opened, onClose }: { request: PrivacyRequest | null; opened: boolean; onClose: () => void }) {
  return (
    <FormModal opened={opened} onClose={onClose} title={T.answerTitle} size="lg">
      {request && <AnswerForm request={request} onDone={onClose} />}
    </FormModal>
  );
}

function AnswerForm({ request, onDone }: { request: PrivacyRequest; onDone: () => void }) {
  const form = useForm<{ status: PrivacyRequestStatus; answer: string }>({
    initialValues: { status: request.status === 'aberta' ? 'respondida' : request.status, answer: request.answer ?? '' },
    validate: {
      answer: (value, values) => (CLOSED_REQUEST_STATUSES.includes(values.status) && value.trim() === '' ? T.giveAnswer : null),
    },
  });
  const requestClose = useFormDiscardGuard(form, onDone);
  const update = useUpdatePrivacyRequest();
  return (
    <form noValidate aria-label={T.answerTitle} onSubmit={form.onSubmit((values) => update.mutate({ id: request.id, ...values }, { onSuccess: () => onDone() }))}>
      <Stack gap="md">
        <Select label={T.status} withAsterisk data={STATUS_OPTIONS} allowDeselect={false} comboboxProps={{ withinPortal: true }} {...form.getInputProps('status')} />
        <Textarea label={T.answer} autosize minRows={3} maxRows={10} maxLength={8000} data-autofocus {...form.getInputProps('answer')} />
        <FormActions saving={update.isPending} onCancel={requestClose} />
      </Stack>
    </form>
  );
}
