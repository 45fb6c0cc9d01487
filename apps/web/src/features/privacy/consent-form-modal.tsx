import {
  CONSENT_METHOD_LABELS,
  CONSENT_PURPOSE_LABELS,
  CONSENT_PURPOSES,
  type ConsentMethod,
  type ConsentPurpose,
  consentText,
  currentConsentVersion,
  toIsoDate,
} from '@clinic/domain';
import { Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';

import { BrDateInput } from '../../components/br-date-input';
import { FormModal, useFormDiscardGuard } from '../../components/discard-guard';
import { FormActions } from '../../components/form-actions';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { PRIVACY_SCREEN_TEXT as T } from './privacy.text';
import { useRecordLeadConsent, useRecordPatientConsent } from './use-privacy-mutations';

export type ConsentHolder = { patientId: number } | { leadId: number };

interface Values {
  purpose: ConsentPurpose | null;
  method: ConsentMethod | null;
  givenOn: string | null;
}

const PURPOSE_OPTIONS = CONSENT_PURPOSES.map((value) => ({ value, label: CONSENT_PURPOSE_LABELS[value] }));
// 'api' is another tool writing through the REST API, never a choice on screen.
const METHOD_OPTIONS = (['formulario', 'whatsapp', 'papel'] as const).map((value) => ({ value, label: CONSENT_METHOD_LABELS[value] }));

/** A day before today becomes that day at noon (the clinic's zone); today or none: now. */
function givenAtOf(givenOn: string | null): string | undefined {
  if (!givenOn || givenOn >= toIsoDate()) return undefined;
  const [y, m, d] = givenOn.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12, 0).toISOString();
}

export function ConsentFormModal({ opened, holder, onClose }: { opened: boolean; holder: ConsentHolder; onClose: () => void }) {
  return (
    <FormModal opened={opened} onClose={onClose} title={T.recordConsent} size="lg">
      <ConsentForm holder={holder} onDone={onClose} />
    </FormModal>
  );
}

function ConsentForm({ holder, onDone }: { holder: ConsentHolder; onDone: () => void }) {
  const form = useForm<Values>({
    initialValues: { purpose: null, method: null, givenOn: null },
    validate: {
      purpose: (value) => (value ? null : T.pickPurpose),
      method: (value) => (value ? null : T.pickMethod),
    },
  });
  const requestClose = useFormDiscardGuard(form, onDone);
  const forPatient = useRecordPatientConsent();
  const forLead = useRecordLeadConsent();
  const saving = forPatient.isPending || forLead.isPending;
  const purpose = form.getValues().purpose;

  const submit = (values: Values) => {
    const input = { purpose: values.purpose!, method: values.method!, givenAt: givenAtOf(values.givenOn) };
    const callbacks = { onSuccess: () => onDone(), onError: (error: unknown) => applyServerFieldErrors(form, error) };
    if ('patientId' in holder) forPatient.mutate({ id: holder.patientId, ...input }, callbacks);
    else forLead.mutate({ id: holder.leadId, ...input }, callbacks);
  };

  return (
    <form noValidate aria-label={T.recordConsent} onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <Select label={T.purpose} withAsterisk data={PURPOSE_OPTIONS} data-autofocus comboboxProps={{ withinPortal: true }} {...form.getInputProps('purpose')} />
        <Select label={T.method} withAsterisk data={METHOD_OPTIONS} comboboxProps={{ withinPortal: true }} {...form.getInputProps('method')} />
        <BrDateInput label={T.givenOn} description={T.givenOnHint} clearable clearLabel={T.givenOn} maxDate={toIsoDate()} {...form.getInputProps('givenOn')} />
        {purpose && (
          <Stack gap={4}>
            <Text fz="sm" fw={600}>
              {T.textShown} ({T.version(currentConsentVersion(purpose))})
            </Text>
            <Text fz="sm" c="dimmed" data-testid="consent-text">
              {consentText(purpose, currentConsentVersion(purpose))}
            </Text>
          </Stack>
        )}
        <FormActions saving={saving} onCancel={requestClose} />
      </Stack>
    </form>
  );
}
