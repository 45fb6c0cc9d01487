import {
  BRAZILIAN_STATES,
  DYSFUNCTIONS,
  GENDERS,
  GENDER_LABELS,
  MARITAL_STATUSES,
  MARITAL_STATUS_LABELS,
  PATIENT_LIMITS as MAX,
  PATIENT_STATUSES,
  type Patient,
  type PatientStatus,
  SEXES,
  SEX_LABELS,
  formatCep,
  formatCpf,
  formatPhone,
} from '@clinic/domain';
import { Alert, Divider, Grid, Group, List, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ChangeEvent, type ReactNode, useEffect, useRef, useState } from 'react';

import { FormActions } from '../../components/form-actions';
import { appErrorCode, errorMessage } from '../../lib/api-errors';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { PatientDateInput } from './patient-date-input';
import {
  type PatientFormValues,
  ZPatientFormValues,
  patientFormValues,
  toCreatePatientInput,
  toUpdatePatientInput,
  validationMessages,
} from './patient-form-values';
import { StatusDot } from './patient-status-badge';
import { PATIENTS_SCREEN_TEXT as T } from './patients.text';
import { useCreatePatient, useUpdatePatient } from './use-patient-mutations';

const TODAY = new Date();
const SEX_OPTIONS = SEXES.map((value) => ({ value, label: SEX_LABELS[value] }));
const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));
const MARITAL_OPTIONS = MARITAL_STATUSES.map((value) => ({ value, label: MARITAL_STATUS_LABELS[value] }));
const STATUS_OPTIONS = PATIENT_STATUSES.map((value) => ({ value, label: value }));
const STATE_OPTIONS = [...BRAZILIAN_STATES];
const DYSFUNCTION_OPTIONS = [...DYSFUNCTIONS];

/** Where each catalogued server error belongs in the form. */
const FIELD_BY_ERROR_CODE: Record<string, keyof PatientFormValues> = { PATIENT_CPF_TAKEN: 'cpf' };

const resolve = schemaResolver(ZPatientFormValues, { sync: true });

interface PatientFormProps {
  /** The patient being edited; `null` creates a new one. */
  patient: Patient | null;
  onDone: () => void;
}

export function PatientForm({ patient, onDone }: PatientFormProps) {
  const createPatient = useCreatePatient();
  const updatePatient = useUpdatePatient();
  const saving = createPatient.isPending || updatePatient.isPending;
  const [submitted, setSubmitted] = useState(false);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  // The form mounts when the card opens: start typing in its first field.
  useEffect(() => firstFieldRef.current?.focus({ preventScroll: true }), []);
  const form = useForm<PatientFormValues>({ initialValues: patientFormValues(patient), validate: resolve });

  const showServerErrors = (error: unknown) => {
    if (applyServerFieldErrors(form, error)) return;
    const code = appErrorCode(error);
    const field = code ? FIELD_BY_ERROR_CODE[code] : undefined;
    if (field) form.setFieldError(field, errorMessage(error));
  };

  const submit = (values: PatientFormValues) => {
    const callbacks = { onSuccess: onDone, onError: showServerErrors };
    if (patient) updatePatient.mutate({ id: patient.id, ...toUpdatePatientInput(values, patient) }, callbacks);
    else createPatient.mutate(toCreatePatientInput(values), callbacks);
  };

  const summary = submitted ? validationMessages(form.errors) : [];
  const values = form.getValues();
  const masked = (field: 'cpf' | 'phone' | 'cep', format: (value: string) => string) => ({
    ...form.getInputProps(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, format(event.currentTarget.value)),
  });
  const clearable = (label: string) => ({ clearable: true, clearButtonProps: { 'aria-label': T.clear(label) } });

  return (
    <form
      noValidate
      aria-label={patient ? T.editPatient : T.newPatient}
      onSubmit={form.onSubmit(submit, () => setSubmitted(true))}
    >
      <Stack gap="lg">
        {summary.length > 0 && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} title={T.validationTitle} role="alert">
            <List size="sm" spacing={2}>
              {summary.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}

        <Section title={T.sectionPersonal}>
          <Field>
            <TextInput
              label={T.firstNameLabel}
              withAsterisk
              maxLength={MAX.firstName}
              autoComplete="off"
              ref={firstFieldRef}
              {...form.getInputProps('firstName')}
            />
          </Field>
          <Field>
            <TextInput label={T.lastNameLabel} withAsterisk maxLength={MAX.lastName} autoComplete="off" {...form.getInputProps('lastName')} />
          </Field>
          <Field>
            <PatientDateInput
              label={T.birthDateLabel}
              withAsterisk
              maxDate={TODAY}
              defaultLevel={values.birthDate ? 'month' : 'decade'}
              {...form.getInputProps('birthDate')}
            />
          </Field>
          <Field>
            <TextInput
              label={T.cpfLabel}
              placeholder={T.cpfPlaceholder}
              inputMode="numeric"
              maxLength={MAX.cpf}
              autoComplete="off"
              {...masked('cpf', formatCpf)}
            />
          </Field>
          <Field>
            <TextInput label={T.rgLabel} maxLength={MAX.rg} autoComplete="off" {...form.getInputProps('rg')} />
          </Field>
          <Field>
            <Select
              label={T.sexLabel}
              placeholder={T.selectPlaceholder}
              data={SEX_OPTIONS}
              {...clearable(T.sexLabel)}
              {...form.getInputProps('sex')}
            />
          </Field>
          <Field>
            <Select
              label={T.genderLabel}
              placeholder={T.selectPlaceholder}
              data={GENDER_OPTIONS}
              {...clearable(T.genderLabel)}
              {...form.getInputProps('gender')}
            />
          </Field>
          <Field>
            <Select
              label={T.maritalStatusLabel}
              placeholder={T.selectPlaceholder}
              data={MARITAL_OPTIONS}
              {...clearable(T.maritalStatusLabel)}
              {...form.getInputProps('maritalStatus')}
            />
          </Field>
          <Field>
            <TextInput label={T.professionLabel} maxLength={MAX.profession} autoComplete="off" {...form.getInputProps('profession')} />
          </Field>
        </Section>

        <Section title={T.sectionContact}>
          <Field>
            <TextInput
              label={T.phoneLabel}
              placeholder={T.phonePlaceholder}
              withAsterisk
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              {...masked('phone', formatPhone)}
            />
          </Field>
          <Field span={{ base: 12, sm: 6, lg: 8 }}>
            <TextInput
              label={T.emailLabel}
              placeholder={T.emailPlaceholder}
              type="email"
              maxLength={MAX.email}
              autoComplete="off"
              {...form.getInputProps('email')}
            />
          </Field>
          <Field>
            <TextInput
              label={T.cepLabel}
              placeholder={T.cepPlaceholder}
              inputMode="numeric"
              maxLength={MAX.cep}
              autoComplete="off"
              {...masked('cep', formatCep)}
            />
          </Field>
          <Field span={{ base: 12, sm: 6, lg: 8 }}>
            <TextInput label={T.addressLabel} maxLength={MAX.address} autoComplete="off" {...form.getInputProps('address')} />
          </Field>
          <Field span={{ base: 12, sm: 6, lg: 8 }}>
            <TextInput label={T.cityLabel} maxLength={MAX.city} autoComplete="off" {...form.getInputProps('city')} />
          </Field>
          <Field>
            <Select
              label={T.stateLabel}
              placeholder={T.selectPlaceholder}
              data={STATE_OPTIONS}
              searchable
              nothingFoundMessage={T.nothingFound}
              {...clearable(T.stateLabel)}
              {...form.getInputProps('state')}
            />
          </Field>
        </Section>

        <Section title={T.sectionClinical}>
          <Field>
            <Select
              label={T.statusLabel}
              data={STATUS_OPTIONS}
              allowDeselect={false}
              leftSection={<StatusDot status={values.status} />}
              renderOption={({ option }) => (
                <Group gap={8} wrap="nowrap">
                  <StatusDot status={option.value as PatientStatus} />
                  {option.label}
                </Group>
              )}
              {...form.getInputProps('status')}
            />
          </Field>
          <Field span={{ base: 12, sm: 6, lg: 8 }}>
            <TextInput
              label={T.originLabel}
              placeholder={T.originPlaceholder}
              maxLength={MAX.origin}
              autoComplete="off"
              {...form.getInputProps('origin')}
            />
          </Field>
          <Grid.Col span={12}>
            <MultiSelect
              label={T.dysfunctionsLabel}
              placeholder={values.dysfunctions.length ? undefined : T.dysfunctionsPlaceholder}
              data={DYSFUNCTION_OPTIONS}
              searchable
              hidePickedOptions
              nothingFoundMessage={T.nothingFound}
              maxDropdownHeight={280}
              {...clearable(T.dysfunctionsLabel)}
              {...form.getInputProps('dysfunctions')}
            />
          </Grid.Col>
          <Field span={{ base: 12, xs: 6, lg: 3 }}>
            <PatientDateInput label={T.originDateLabel} {...form.getInputProps('originDate')} />
          </Field>
          <Field span={{ base: 12, xs: 6, lg: 3 }}>
            <PatientDateInput label={T.conversionDateLabel} {...form.getInputProps('conversionDate')} />
          </Field>
          <Field span={{ base: 12, xs: 6, lg: 3 }}>
            <PatientDateInput label={T.preDischargeDateLabel} {...form.getInputProps('preDischargeDate')} />
          </Field>
          <Field span={{ base: 12, xs: 6, lg: 3 }}>
            <PatientDateInput label={T.dischargeDateLabel} {...form.getInputProps('dischargeDate')} />
          </Field>
        </Section>

        <Divider />
        <FormActions saving={saving} onCancel={onDone} />
      </Stack>
    </form>
  );
}

function Field({ span = { base: 12, sm: 6, lg: 4 }, children }: { span?: Record<string, number>; children: ReactNode }) {
  return <Grid.Col span={span}>{children}</Grid.Col>;
}

/** A titled group of fields. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
      <Text component="legend" fz="xs" fw={700} tt="uppercase" c="dimmed" p={0} mb={4} style={{ letterSpacing: '0.04em' }}>
        {title}
      </Text>
      <Grid gap="md">{children}</Grid>
    </Stack>
  );
}
