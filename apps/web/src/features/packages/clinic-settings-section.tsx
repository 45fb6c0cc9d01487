import { PACKAGE_SETTINGS_TEXT as T, type PackageSettings, isValidClinicDocument } from '@clinic/domain';
import { Checkbox, NumberInput, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId } from 'react';

import { SaveRow } from '../../components/form-actions';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { TitledSection } from '../../components/titled-section';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc';
import { usePermission } from '../../lib/use-permission';
import { PACKAGES_SCREEN_TEXT } from './packages.text';
import { useUpdateClinicSettings } from './use-packages-mutations';

/**
 * 'Clínica, recibos e pacotes' on the /settings screen (a feature slot): the clinic's name and CNPJ
 * printed on receipts, and the defaults of a package sold (validity, whether 'faltou' and a late
 * cancellation consume a session). Management and finance only.
 */
export function ClinicSettingsSection() {
  const canEdit = usePermission('finance:oversee');
  const titleId = useId();
  const settings = trpc.packages.settings.useQuery({}, { enabled: canEdit });
  if (!canEdit) return null;
  return (
    <TitledSection titleId={titleId} title={T.title} mt="lg" data-testid="clinic-settings">
      <Text fz="sm" c="dimmed" mb="sm">
        {T.description}
      </Text>
      {settings.isPending && (
        <Stack role="status" aria-label={PACKAGES_SCREEN_TEXT.loading}>
          <Skeleton h={44} />
        </Stack>
      )}
      {settings.isError && <LoadErrorAlert title={PACKAGES_SCREEN_TEXT.loadError} query={settings} retryLabel={PACKAGES_SCREEN_TEXT.retry} />}
      {settings.isSuccess && <ClinicSettingsForm key={settings.dataUpdatedAt} settings={settings.data} />}
    </TitledSection>
  );
}

type Values = Omit<PackageSettings, 'packageValidityDays'> & { packageValidityDays: number | string };

function ClinicSettingsForm({ settings }: { settings: PackageSettings }) {
  const form = useForm<Values>({
    initialValues: settings,
    validate: {
      clinicDocument: (value) => (value.trim() === '' || isValidClinicDocument(value) ? null : T.clinicDocumentInvalid),
      packageValidityDays: (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 3650 ? null : T.validityInvalid),
    },
  });
  const { save, isPending } = useUpdateClinicSettings({
    onSaved: (saved) => {
      form.setValues(saved);
      form.resetDirty(saved);
    },
    onFailed: (error) => applyServerFieldErrors(form, error),
  });
  const submit = (values: Values) => save({ ...values, packageValidityDays: Number(values.packageValidityDays) });
  return (
    <form aria-label={T.title} noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={T.clinicName} maxLength={200} {...form.getInputProps('clinicName')} />
          <TextInput label={T.clinicDocument} placeholder="00.000.000/0000-00" inputMode="numeric" maxLength={20} {...form.getInputProps('clinicDocument')} />
        </SimpleGrid>
        <NumberInput label={T.validityDays} min={1} max={3650} allowDecimal={false} allowNegative={false} maw={280} {...form.getInputProps('packageValidityDays')} />
        <Checkbox label={T.countsFaltou} {...form.getInputProps('packageCountsFaltou', { type: 'checkbox' })} />
        <Checkbox label={T.countsCanceladoTarde} {...form.getInputProps('packageCountsCanceladoTarde', { type: 'checkbox' })} />
        <SaveRow label={T.save} saving={isPending} />
      </Stack>
    </form>
  );
}
