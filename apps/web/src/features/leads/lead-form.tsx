import { LEAD_ORIGIN_SUGGESTIONS, type Lead, ZLeadInput, toIsoDate } from '@clinic/domain';
import { Autocomplete, Divider, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';

import { BrDateInput } from '../../components/br-date-input';
import { BrPhoneInput } from '../../components/br-phone-input';
import { FormModal, useFormDiscardGuard } from '../../components/discard-guard';
import { FormActions } from '../../components/form-actions';
import { StaleRecordAlert } from '../../components/stale-record-alert';
import { Slot } from '../../lib/feature-slots';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc';
import { refillForm, useRecordVersion } from '../../lib/use-record-version';
import { LeadWhatsappWarning } from './lead-whatsapp-warning';
import { LEADS_SCREEN_TEXT as T } from './leads.text';
import { useCreateLead, useUpdateLead } from './use-lead-mutations';

interface LeadFormValues {
  name: string;
  whatsapp: string;
  origin: string;
  /** yyyy-MM-dd; null until picked. */
  date: string | null;
}

const resolve = schemaResolver(ZLeadInput, { sync: true });
const ORIGIN_SUGGESTIONS = [...LEAD_ORIGIN_SUGGESTIONS];

function initialValues(lead: Lead | null): LeadFormValues {
  return lead
    ? { name: lead.name, whatsapp: lead.whatsapp, origin: lead.origin, date: lead.date }
    : { name: '', whatsapp: '', origin: '', date: toIsoDate() };
}

interface LeadFormModalProps {
  opened: boolean;
  /** The lead being edited; `null` creates a new one. */
  lead: Lead | null;
  onClose: () => void;
}

/** The 'Novo Lead' dialog, for creating and editing; the page remounts it on every opening, so it starts afresh. */
export function LeadFormModal({ opened, lead, onClose }: LeadFormModalProps) {
  const title = lead ? T.editLead : T.newLead;
  return (
    <FormModal opened={opened} onClose={onClose} title={title} size="md">
      <LeadForm lead={lead} title={title} onDone={onClose} />
      {lead && <Slot name="LeadConsents" leadId={lead.id} />}
    </FormModal>
  );
}

function LeadForm({ lead, title, onDone }: { lead: Lead | null; title: string; onDone: () => void }) {
  const createLead = useCreateLead();
  const updateLead = useUpdateLead();
  const saving = createLead.isPending || updateLead.isPending;
  const form = useForm<LeadFormValues>({ initialValues: initialValues(lead), validate: resolve });
  const utils = trpc.useUtils();
  const recordVersion = useRecordVersion(lead, {
    fetch: () => utils.leads.get.fetch({ id: lead!.id }, { staleTime: 0 }),
    refill: refillForm(form, initialValues),
  });
  const requestClose = useFormDiscardGuard(form, onDone);

  const submit = (values: LeadFormValues) => {
    const input = ZLeadInput.parse(values);
    const callbacks = {
      onSuccess: () => {
        form.reset();
        onDone();
      },
      onError: (error: unknown) => recordVersion.catchStale(error) || applyServerFieldErrors(form, error),
    };
    if (lead) updateLead.mutate({ id: lead.id, ...input, version: recordVersion.version }, callbacks);
    else createLead.mutate(input, callbacks);
  };

  return (
    <form noValidate aria-label={title} onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <TextInput label={T.name} placeholder={T.namePlaceholder} withAsterisk data-autofocus maxLength={200} {...form.getInputProps('name')} />
        <div>
          <BrPhoneInput
            label={T.whatsapp}
            placeholder={T.whatsappPlaceholder}
            withAsterisk
            autoComplete="tel-national"
            {...form.getInputProps('whatsapp')}
            onChange={(value) => form.setFieldValue('whatsapp', value)}
          />
          <LeadWhatsappWarning whatsapp={form.getValues().whatsapp} leadId={lead?.id} paused={saving} />
        </div>
        <Autocomplete
          label={T.origin}
          placeholder={T.originPlaceholder}
          withAsterisk
          data={ORIGIN_SUGGESTIONS}
          maxLength={500}
          {...form.getInputProps('origin')}
        />
        <BrDateInput label={T.date} withAsterisk clearable clearLabel={T.clearDate(T.date)} {...form.getInputProps('date')} />
        <Divider />
        <StaleRecordAlert state={recordVersion} />
        <FormActions saving={saving} onCancel={requestClose} />
      </Stack>
    </form>
  );
}
