import {
  WAITLIST_NOTES_MAX,
  WAITLIST_PERIODS,
  WAITLIST_PERIOD_LABELS,
  WAITLIST_WEEKDAYS,
  WEEKDAY_LABELS,
  WEEKDAY_SHORT_LABELS,
  type WaitlistEntry,
  type WaitlistPeriod,
  addDays,
  fullName,
  toIsoDate,
} from '@clinic/domain';
import { Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';

import { BrDateInput } from '../../components/br-date-input';
import { FormModal, useFormDiscardGuard } from '../../components/discard-guard';
import { FormActions } from '../../components/form-actions';
import { type PickedPatient, PatientSearchSelect } from '../../components/patient-search-select';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { usePhysiotherapists } from '../../lib/use-physiotherapists';
import { useCreateWaitlistEntry, useUpdateWaitlistEntry } from './use-waitlist-mutations';
import { patientName } from './waitlist-list';
import { WAITLIST_SCREEN_TEXT as T } from './waitlist.text';

const ANY = 'qualquer';

interface FormValues {
  patient: PickedPatient | null;
  physiotherapistId: string;
  /** 'weekday:period' keys. */
  availability: string[];
  dateFrom: string | null;
  dateTo: string | null;
  urgent: boolean;
  notes: string;
}

function initialValues(entry: WaitlistEntry | null): FormValues {
  const today = toIsoDate();
  return {
    patient: entry ? { id: entry.patientId, label: patientName(entry) } : null,
    physiotherapistId: entry?.physiotherapistId ? String(entry.physiotherapistId) : ANY,
    availability: entry ? entry.availability.map((a) => `${a.weekday}:${a.period}`) : [],
    dateFrom: entry?.dateFrom ?? today,
    dateTo: entry?.dateTo ?? addDays(today, 30),
    urgent: entry?.urgent ?? false,
    notes: entry?.notes ?? '',
  };
}

function validate(values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.patient) errors.patient = T.patientRequired;
  if (values.availability.length === 0) errors.availability = T.availabilityRequired;
  if (!values.dateFrom) errors.dateFrom = T.dateFromRequired;
  if (!values.dateTo) errors.dateTo = T.dateToRequired;
  if (values.dateFrom && values.dateTo && values.dateTo < values.dateFrom) errors.dateTo = T.rangeInverted;
  return errors;
}

interface WaitlistFormModalProps {
  opened: boolean;
  /** The entry being edited; `null` adds a new one. */
  entry: WaitlistEntry | null;
  onClose: () => void;
}

export function WaitlistFormModal({ opened, entry, onClose }: WaitlistFormModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title={entry ? T.editEntry : T.newEntry} size="lg">
      <WaitlistForm entry={entry} onDone={onClose} />
    </FormModal>
  );
}

function WaitlistForm({ entry, onDone }: { entry: WaitlistEntry | null; onDone: () => void }) {
  const create = useCreateWaitlistEntry();
  const update = useUpdateWaitlistEntry();
  const { active: physiotherapists } = usePhysiotherapists();
  const form = useForm<FormValues>({ initialValues: initialValues(entry), validate });
  const requestClose = useFormDiscardGuard(form, onDone);

  const toggle = (key: string) => {
    const current = form.getValues().availability;
    form.setFieldValue('availability', current.includes(key) ? current.filter((k) => k !== key) : [...current, key]);
  };

  const submit = (values: FormValues) => {
    const body = {
      physiotherapistId: values.physiotherapistId === ANY ? null : Number(values.physiotherapistId),
      availability: values.availability.map((key) => {
        const [weekday, period] = key.split(':');
        return { weekday: Number(weekday), period: period as WaitlistPeriod };
      }),
      dateFrom: values.dateFrom ?? '',
      dateTo: values.dateTo ?? '',
      urgent: values.urgent,
      notes: values.notes,
    };
    const callbacks = { onSuccess: onDone, onError: (error: unknown) => applyServerFieldErrors(form, error) };
    if (entry) update.mutate({ id: entry.id, version: entry.version, patientId: values.patient!.id, ...body }, callbacks);
    else create.mutate({ patientId: values.patient!.id, ...body }, callbacks);
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <PatientSearchSelect value={form.values.patient} onChange={(p) => form.setFieldValue('patient', p)} error={form.errors.patient} data-autofocus />
        <Select
          label={T.physiotherapist}
          data={[{ value: ANY, label: T.anyPhysiotherapist }, ...physiotherapists.map((p) => ({ value: String(p.id), label: fullName(p) }))]}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          key={form.key('physiotherapistId')}
          {...form.getInputProps('physiotherapistId')}
        />
        <Fieldset legend={T.availability} variant="unstyled" aria-describedby={form.errors.availability ? 'waitlist-availability-error' : undefined}>
          <Stack gap={6}>
            {WAITLIST_PERIODS.map((period) => (
              <Group key={period} gap="xs" wrap="nowrap" align="center">
                <Text fz="sm" w={56} fw={500} aria-hidden>
                  {WAITLIST_PERIOD_LABELS[period]}
                </Text>
                <SimpleGrid cols={6} spacing={6} style={{ flex: 1 }}>
                  {WAITLIST_WEEKDAYS.map((weekday) => {
                    const key = `${weekday}:${period}`;
                    return (
                      <Checkbox
                        key={key}
                        label={WEEKDAY_SHORT_LABELS[weekday]}
                        aria-label={T.availabilityCell(WEEKDAY_LABELS[weekday]!, WAITLIST_PERIOD_LABELS[period].toLowerCase())}
                        checked={form.values.availability.includes(key)}
                        onChange={() => toggle(key)}
                      />
                    );
                  })}
                </SimpleGrid>
              </Group>
            ))}
            {form.errors.availability && (
              <Text id="waitlist-availability-error" c="red.8" fz="sm" role="alert">
                {form.errors.availability}
              </Text>
            )}
          </Stack>
        </Fieldset>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <BrDateInput label={T.dateFrom} withAsterisk {...form.getInputProps('dateFrom')} />
          <BrDateInput label={T.dateTo} withAsterisk minDate={form.values.dateFrom ?? undefined} {...form.getInputProps('dateTo')} />
        </SimpleGrid>
        <Checkbox label={T.urgent} key={form.key('urgent')} {...form.getInputProps('urgent', { type: 'checkbox' })} />
        <Textarea
          label={T.notes}
          placeholder={T.notesPlaceholder}
          autosize
          minRows={2}
          maxLength={WAITLIST_NOTES_MAX}
          key={form.key('notes')}
          {...form.getInputProps('notes')}
        />
        <FormActions saving={create.isPending || update.isPending} onCancel={requestClose} mt="xs" />
      </Stack>
    </form>
  );
}
