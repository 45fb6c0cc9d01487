import {
  GENDERS,
  GENDER_LABELS,
  ROLES,
  ROLE_LABELS,
  type Role,
  SHIFTS,
  SHIFT_LABELS,
  type User,
  formatCpf,
  fullName,
} from '@clinic/domain';
import {
  ColorInput,
  Divider,
  Grid,
  PasswordInput,
  Select,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';

import { BrDateInput } from '../../components/br-date-input';
import { BrPhoneInput } from '../../components/br-phone-input';
import { useFormDiscardGuard } from '../../components/discard-guard';
import { FormActions } from '../../components/form-actions';
import { FormSection } from '../../components/form-section';
import { StaleRecordAlert } from '../../components/stale-record-alert';
import { appErrorCode, errorMessage } from '../../lib/api-errors';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { trpc } from '../../lib/trpc';
import { refillForm, useRecordVersion } from '../../lib/use-record-version';
import { PhotoField } from './photo-field';
import { type UserFormValues, toCreateInput, toUpdateInput, userFormValues, validateUserForm } from './user-form-values';
import { USERS_SCREEN_TEXT as T } from './users.text';
import { useCreateUser, useUpdateUser } from './use-user-mutations';

/** Where each catalogued server error belongs in the form. */
const FIELD_BY_ERROR_CODE: Record<string, keyof UserFormValues> = {
  EMAIL_TAKEN: 'email',
  CPF_TAKEN: 'cpf',
  WEAK_PASSWORD: 'password',
  INVALID_PHOTO: 'photo',
  ADMIN_ONLY: 'role',
};

const COLOR_SWATCHES = ['#498ef2', '#0e9aa4', '#12b886', '#40c057', '#fab005', '#fd7e14', '#fa5252', '#e64980', '#be4bdb', '#7950f2'];
const TODAY = new Date();

interface UserFormProps {
  /** The user being edited; `null` creates a new one. */
  user: User | null;
  /** The signed-in user: only admins may grant the admin role; nobody blocks themselves. */
  currentUser: User;
  onDone: () => void;
}

export function UserForm({ user, currentUser, onDone }: UserFormProps) {
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const saving = createUser.isPending || updateUser.isPending;
  const editingSelf = user?.id === currentUser.id;
  const firstFieldRef = useRef<HTMLInputElement>(null);
  // The form mounts when the card opens: start typing in its first field.
  useEffect(() => firstFieldRef.current?.focus({ preventScroll: true }), []);
  const form = useForm<UserFormValues>({
    initialValues: userFormValues(user),
    validate: (values) => validateUserForm(values, user !== null),
  });
  // 'Cancelar' and the card's heading ask before throwing unsaved typing away.
  const requestClose = useFormDiscardGuard(form, onDone);
  const utils = trpc.useUtils();
  const recordVersion = useRecordVersion(user, {
    fetch: async () => (await utils.users.list.fetch(undefined, { staleTime: 0 })).find((u) => u.id === user?.id),
    refill: refillForm(form, userFormValues),
  });

  const roleOptions = ROLES.filter((role) => role !== 'admin' || currentUser.role === 'admin' || user?.role === 'admin').map(
    (role) => ({ value: role, label: ROLE_LABELS[role] }),
  );

  const showServerErrors = (error: unknown) => {
    if (recordVersion.catchStale(error) || applyServerFieldErrors(form, error)) return;
    const code = appErrorCode(error);
    if (code === 'SELF_LOCKOUT') form.setFieldError(form.getValues().isActive ? 'role' : 'isActive', errorMessage(error));
    const field = code ? FIELD_BY_ERROR_CODE[code] : undefined;
    if (field) form.setFieldError(field, errorMessage(error));
  };

  const submit = (values: UserFormValues) => {
    const callbacks = { onSuccess: onDone, onError: showServerErrors };
    const loaded = recordVersion.current;
    if (loaded) updateUser.mutate({ id: loaded.id, ...toUpdateInput(values, loaded), version: loaded.version }, callbacks);
    else createUser.mutate(toCreateInput(values), callbacks);
  };

  const values = form.getValues();
  const name = fullName(values);

  return (
    <form noValidate onSubmit={form.onSubmit(submit)} aria-label={user ? T.editUser : T.newUser}>
      <Stack gap="lg">
        <PhotoField
          value={values.photo}
          onChange={(photo) => form.setFieldValue('photo', photo)}
          onError={(message) => form.setFieldError('photo', message)}
          error={form.errors.photo}
          name={name}
          disabled={saving}
        />

        <FormSection title={T.sectionPersonal}>
          <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
            <TextInput label={T.firstNameLabel} withAsterisk maxLength={100} autoComplete="off" ref={firstFieldRef} {...form.getInputProps('firstName')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
            <TextInput label={T.lastNameLabel} withAsterisk maxLength={100} autoComplete="off" {...form.getInputProps('lastName')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
            <BrDateInput
              label={T.birthDateLabel}
              maxDate={TODAY}
              defaultLevel={values.birthDate ? 'month' : 'decade'}
              clearable
              clearLabel={T.clearDate}
              {...form.getInputProps('birthDate')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
            <TextInput
              label={T.cpfLabel}
              placeholder={T.cpfPlaceholder}
              inputMode="numeric"
              maxLength={14}
              autoComplete="off"
              {...form.getInputProps('cpf')}
              onChange={(event) => form.setFieldValue('cpf', formatCpf(event.currentTarget.value))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
            <TextInput label={T.rgLabel} maxLength={20} autoComplete="off" {...form.getInputProps('rg')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
            <Select
              label={T.genderLabel}
              placeholder={T.selectPlaceholder}
              data={GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }))}
              clearable
              clearButtonProps={{ 'aria-label': T.clearGender }}
              {...form.getInputProps('gender')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
            <BrPhoneInput
              label={T.phoneLabel}
              placeholder={T.phonePlaceholder}
              autoComplete="off"
              {...form.getInputProps('phone')}
              onChange={(value) => form.setFieldValue('phone', value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 8 }}>
            <TextInput label={T.addressLabel} maxLength={500} autoComplete="off" {...form.getInputProps('address')} />
          </Grid.Col>
        </FormSection>

        <FormSection title={T.sectionAccess}>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <TextInput
              label={T.emailLabel}
              placeholder={T.emailPlaceholder}
              type="email"
              withAsterisk
              maxLength={255}
              autoComplete="off"
              {...form.getInputProps('email')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
            <PasswordInput
              label={T.passwordLabel}
              description={user ? T.passwordHintEdit : T.passwordHintCreate}
              withAsterisk={!user}
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': T.passwordToggle }}
              {...form.getInputProps('password')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
            <PasswordInput
              label={T.confirmPasswordLabel}
              description={T.confirmHint}
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': T.confirmToggle }}
              {...form.getInputProps('confirmPassword')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
            <Select
              label={T.roleLabel}
              data={roleOptions}
              allowDeselect={false}
              {...form.getInputProps('role')}
              onChange={(role) => role && form.setFieldValue('role', role as Role)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 8 }}>
            <Switch
              mt={{ base: 0, sm: 30 }}
              label={T.activeLabel}
              description={editingSelf ? T.selfActiveHint : T.activeHint}
              disabled={editingSelf}
              {...form.getInputProps('isActive', { type: 'checkbox' })}
            />
          </Grid.Col>
        </FormSection>

        <FormSection title={T.sectionWork}>
          <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
            <TextInput label={T.crefitoLabel} maxLength={50} autoComplete="off" {...form.getInputProps('crefito')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
            <Select
              label={T.shiftLabel}
              data={SHIFTS.map((shift) => ({ value: shift, label: SHIFT_LABELS[shift] }))}
              allowDeselect={false}
              {...form.getInputProps('shift')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
            <ColorInput
              label={T.colorLabel}
              format="hex"
              swatches={COLOR_SWATCHES}
              swatchesPerRow={10}
              withEyeDropper={false}
              {...form.getInputProps('color')}
            />
          </Grid.Col>
        </FormSection>

        <Divider />
        <StaleRecordAlert state={recordVersion} />
        <FormActions saving={saving} onCancel={requestClose} />
      </Stack>
    </form>
  );
}
