import { type Patient, ZQuickPatientInput, formatPhoneInput, toIsoDate } from '@clinic/domain';
import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';

import { BrDateInput } from '../../components/br-date-input';
import { DiscardGuardCancel, FormModal } from '../../components/discard-guard';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';
import { useQuickCreatePatient } from './use-appointment-mutations';

interface QuickValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  birthDate: string | null;
}

const EMPTY: QuickValues = { firstName: '', lastName: '', phone: '', email: '', birthDate: null };

/** Spec §2 quick new-patient dialog: first name, last name, phone, email, birth date (the patient rules, §5). */
export function QuickPatientModal({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (patient: Patient) => void }) {
  const form = useForm<QuickValues>({
    initialValues: EMPTY,
    validate: (values) => {
      const parsed = ZQuickPatientInput.safeParse({ ...values, birthDate: values.birthDate ?? '' });
      if (parsed.success) return {};
      return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]).reverse());
    },
  });
  const create = useQuickCreatePatient({
    onCreated: (patient) => {
      onCreated(patient);
      form.reset();
    },
    onFailed: (error) => applyServerFieldErrors(form, error),
  });

  // Closing without saving forgets what was typed (after asking, when anything was).
  const close = () => {
    form.reset();
    onClose();
  };

  return (
    <FormModal opened={opened} onClose={close} isDirty={() => form.isDirty()} title={T.quickPatientTitle} size="md" zIndex={300}>
      <form
        aria-label={T.quickPatientTitle}
        noValidate
        onSubmit={form.onSubmit((values) => create.mutate({ ...values, birthDate: values.birthDate ?? '' }))}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label={T.firstNameLabel} withAsterisk data-autofocus {...form.getInputProps('firstName')} />
          <TextInput label={T.lastNameLabel} withAsterisk {...form.getInputProps('lastName')} />
          <TextInput
            label={T.phoneLabel}
            withAsterisk
            placeholder={T.phonePlaceholder}
            inputMode="tel"
            {...form.getInputProps('phone')}
            onChange={(event) => form.setFieldValue('phone', formatPhoneInput(event.currentTarget.value))}
          />
          <TextInput label={T.emailLabel} type="email" {...form.getInputProps('email')} />
          <BrDateInput label={T.birthDateLabel} withAsterisk maxDate={toIsoDate()} defaultLevel="decade" {...form.getInputProps('birthDate')} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="lg">
          <DiscardGuardCancel disabled={create.isPending}>{T.cancel}</DiscardGuardCancel>
          <Button type="submit" loading={create.isPending}>
            {T.save}
          </Button>
        </Group>
      </form>
    </FormModal>
  );
}
