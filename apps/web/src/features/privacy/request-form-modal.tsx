import { PRIVACY_REQUEST_TYPE_LABELS, PRIVACY_REQUEST_TYPES, type PrivacyRequestType, formatIsoDate, requestDueOn, toIsoDate } from '@clinic/domain';
import { Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';

import { BrDateInput } from '../../components/br-date-input';
import { FormModal, useFormDiscardGuard } from '../../components/discard-guard';
import { FormActions } from '../../components/form-actions';
import { type HolderValue, HolderPicker } from './holder-picker';
import { PRIVACY_SCREEN_TEXT as T } from './privacy.text';
import { useCreatePrivacyRequest } from './use-privacy-mutations';

interface Values {
  type: PrivacyRequestType | null;
  holder: HolderValue;
  details: string;
  receivedOn: string | null;
}

const TYPE_OPTIONS = PRIVACY_REQUEST_TYPES.map((value) => ({ value, label: PRIVACY_REQUEST_TYPE_LABELS[value] }));

export function RequestFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <FormModal opened={opened} onClose={onClose} title={T.newRequest} size="lg">
      <RequestForm onDone={onClose} />
    </FormModal>
  );
}

function holderMissing(holder: HolderValue): boolean {
  return holder.kind === 'other' ? holder.name.trim() === '' : holder.picked === null;
}

function RequestForm({ onDone }: { onDone: () => void }) {
  const form = useForm<Values>({
    initialValues: { type: null, holder: { kind: 'patient', picked: null, name: '' }, details: '', receivedOn: toIsoDate() },
    validate: {
      type: (value) => (value ? null : T.pickRequestType),
      holder: (value) => (holderMissing(value) ? T.pickHolder : null),
      receivedOn: (value) => (value ? null : T.giveReceivedOn),
    },
  });
  const requestClose = useFormDiscardGuard(form, onDone);
  const create = useCreatePrivacyRequest();
  const { receivedOn, holder } = form.getValues();

  const submit = (values: Values) => {
    const who = values.holder;
    create.mutate(
      {
        type: values.type!,
        ...(who.kind === 'patient' ? { patientId: who.picked!.id } : who.kind === 'lead' ? { leadId: who.picked!.id } : { holderName: who.name }),
        details: values.details,
        receivedOn: values.receivedOn!,
      },
      { onSuccess: () => onDone() },
    );
  };

  return (
    <form noValidate aria-label={T.newRequest} onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <Select label={T.type} withAsterisk data={TYPE_OPTIONS} data-autofocus comboboxProps={{ withinPortal: true }} {...form.getInputProps('type')} />
        <HolderPicker value={holder} onChange={(value) => form.setFieldValue('holder', value)} error={form.errors.holder} />
        <Textarea label={T.details} autosize minRows={2} maxRows={6} maxLength={4000} {...form.getInputProps('details')} />
        <BrDateInput label={T.receivedOn} withAsterisk maxDate={toIsoDate()} {...form.getInputProps('receivedOn')} />
        {receivedOn && (
          <Text fz="sm" data-testid="request-due">
            {T.dueOn}: <strong>{formatIsoDate(requestDueOn(receivedOn))}</strong>
          </Text>
        )}
        <FormActions saving={create.isPending} onCancel={requestClose} />
      </Stack>
    </form>
  );
}
