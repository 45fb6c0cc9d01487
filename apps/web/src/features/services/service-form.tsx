import type { Service } from '@clinic/domain';
import { Grid, NumberInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';

import { useFormDiscardGuard } from '../../components/discard-guard';
import { ActiveRecordForm, DescriptionField, NameField } from '../../components/form-actions';
import { StaleRecordAlert } from '../../components/stale-record-alert';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc';
import { refillForm, useRecordVersion } from '../../lib/use-record-version';
import { type ServiceFormValues, ZServiceFormValues, serviceFormValues, toServiceInput } from './services.rules';
import { SERVICES_SCREEN_TEXT as T } from './services.text';
import { useCreateService, useUpdateService } from './use-service-mutations';

/** The largest price the server stores (numeric 10,2). */
const PRICE_MAX = 99_999_999.99;

interface ServiceFormProps {
  service: Service | null;
  onDone: () => void;
}

export function ServiceForm({ service, onDone }: ServiceFormProps) {
  const createService = useCreateService();
  const updateService = useUpdateService();
  const saving = createService.isPending || updateService.isPending;
  const form = useForm<ServiceFormValues>({
    initialValues: serviceFormValues(service),
    validate: schemaResolver(ZServiceFormValues, { sync: true }),
  });
  // 'Cancelar' and the card's heading ask before throwing unsaved typing away.
  const requestClose = useFormDiscardGuard(form, onDone);
  const utils = trpc.useUtils();
  const recordVersion = useRecordVersion(service, {
    fetch: async () => (await utils.services.list.fetch({}, { staleTime: 0 })).find((s) => s.id === service?.id),
    refill: refillForm(form, serviceFormValues),
  });

  const submit = (values: ServiceFormValues) => {
    const input = toServiceInput(values);
    const callbacks = {
      onSuccess: onDone,
      onError: (error: unknown) => recordVersion.catchStale(error) || applyServerFieldErrors(form, error),
    };
    if (service) updateService.mutate({ id: service.id, ...input, version: recordVersion.version }, callbacks);
    else createService.mutate(input, callbacks);
  };

  return (
    <ActiveRecordForm onSubmit={form.onSubmit(submit)} form={form} label={T.activeLabel} saving={saving} onCancel={requestClose} notice={<StaleRecordAlert state={recordVersion} mt="md" />}>
      <NameField form={form} span={{ base: 12, md: 6 }} id="service-name" label={T.nameLabel} placeholder={T.namePlaceholder} />
      <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
        <NumberInput
          label={T.priceLabel}
          placeholder="R$ 0,00"
          withAsterisk
          prefix="R$ "
          decimalSeparator=","
          thousandSeparator="."
          decimalScale={2}
          fixedDecimalScale
          step={0.01}
          min={0}
          max={PRICE_MAX}
          allowNegative={false}
          clampBehavior="strict"
          hideControls
          inputMode="decimal"
          key={form.key('price')}
          {...form.getInputProps('price')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
        <NumberInput
          label={T.quantityLabel}
          description={T.quantityHint}
          min={0}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          decimalSeparator=","
          thousandSeparator="."
          inputMode="numeric"
          key={form.key('quantity')}
          {...form.getInputProps('quantity')}
        />
      </Grid.Col>
      <DescriptionField form={form} label={T.descriptionLabel} placeholder={T.descriptionPlaceholder} maxRows={6} />
    </ActiveRecordForm>
  );
}
