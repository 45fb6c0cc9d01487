import {
  BRAZILIAN_STATES,
  DYSFUNCTIONS,
  GENDERS,
  GENDER_LABELS,
  MARITAL_STATUSES,
  MARITAL_STATUS_LABELS,
  PATIENT_LIMITS as MAX,
  PATIENT_STATUSES,
  type PatientStatus,
  SEXES,
  SEX_LABELS,
  formatCep,
  formatCpf,
  formatPhoneInput,
} from '@clinic/domain';
import { Grid, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ChangeEvent, ReactNode, Ref } from 'react';

import { FormSection } from '../../components/form-section';
import { BrDateInput } from '../../components/br-date-input';
import type { PatientFormValues } from './patient-form-values';
import { StatusDot } from './patient-status-badge';
import { PATIENTS_SCREEN_TEXT as T } from './patients.text';

const TODAY = new Date();
const SEX_OPTIONS = SEXES.map((value) => ({ value, label: SEX_LABELS[value] }));
const GENDER_OPTIONS = GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }));
const MARITAL_OPTIONS = MARITAL_STATUSES.map((value) => ({ value, label: MARITAL_STATUS_LABELS[value] }));
const STATUS_OPTIONS = PATIENT_STATUSES.map((value) => ({ value, label: value }));
const STATE_OPTIONS = [...BRAZILIAN_STATES];
const DYSFUNCTION_OPTIONS = [...DYSFUNCTIONS];

const clearable = (label: string) => ({ clearable: true, clearButtonProps: { 'aria-label': T.clear(label) } });

interface PatientFormFieldsProps {
  form: UseFormReturnType<PatientFormValues>;
  /** The first field, focused when the form opens. */
  firstFieldRef: Ref<HTMLInputElement>;
}

/** Every field of the patient (spec §3) in three sections, with the CPF, phone and CEP masks. */
export function PatientFormFields({ form, firstFieldRef }: PatientFormFieldsProps) {
  const values = form.getValues();
  const masked = (field: 'cpf' | 'phone' | 'cep', format: (value: string) => string) => ({
    ...form.getInputProps(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, format(event.currentTarget.value)),
  });

  return (
    <>
      <FormSection title={T.sectionPersonal}>
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
          <BrDateInput
            clearable
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
      </FormSection>

      <FormSection title={T.sectionContact}>
        <Field>
          <TextInput
            label={T.phoneLabel}
            placeholder={T.phonePlaceholder}
            withAsterisk
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            {...masked('phone', formatPhoneInput)}
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
      </FormSection>

      <FormSection title={T.sectionClinical}>
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
          <BrDateInput clearable label={T.originDateLabel} {...form.getInputProps('originDate')} />
        </Field>
        <Field span={{ base: 12, xs: 6, lg: 3 }}>
          <BrDateInput clearable label={T.conversionDateLabel} {...form.getInputProps('conversionDate')} />
        </Field>
        <Field span={{ base: 12, xs: 6, lg: 3 }}>
          <BrDateInput clearable label={T.preDischargeDateLabel} {...form.getInputProps('preDischargeDate')} />
        </Field>
        <Field span={{ base: 12, xs: 6, lg: 3 }}>
          <BrDateInput clearable label={T.dischargeDateLabel} {...form.getInputProps('dischargeDate')} />
        </Field>
      </FormSection>
    </>
  );
}

function Field({ span = { base: 12, sm: 6, lg: 4 }, children }: { span?: Record<string, number>; children: ReactNode }) {
  return <Grid.Col span={span}>{children}</Grid.Col>;
}
