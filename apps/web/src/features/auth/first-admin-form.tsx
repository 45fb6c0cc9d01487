import { type RegisterInput, ZRegisterInput } from '@clinic/domain';
import { Group, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';

import { usePageTitle } from '../../lib/use-page-title';
import { AuthForm, EmailField, SecretField } from './auth-form-parts';
import { FIRST_ADMIN_TEXT as T } from './auth.text';

type FirstAdminValues = Pick<RegisterInput, 'firstName' | 'lastName' | 'email' | 'password'>;

/**
 * The clinic's first account, offered by the sign-in page while there is none (`setupNeeded`).
 * The server makes it an administrator and signs it in; loaded only when shown.
 */
export function FirstAdminForm({ pending, onSubmit }: { pending: boolean; onSubmit: (values: RegisterInput) => void }) {
  usePageTitle(T.heading);
  const form = useForm<FirstAdminValues>({
    initialValues: { firstName: '', lastName: '', email: '', password: '' },
    validate: schemaResolver(ZRegisterInput, { sync: true }),
  });
  /** Every field: required, locked while the account is being created, bound to the form. */
  const field = (name: keyof FirstAdminValues) => ({ required: true, disabled: pending, ...form.getInputProps(name) });
  return (
    <AuthForm text={T} pending={pending} onSubmit={form.onSubmit((values) => onSubmit(ZRegisterInput.parse(values)))}>
      <Group grow align="flex-start" gap="sm">
        <TextInput label={T.firstNameLabel} autoComplete="given-name" key={form.key('firstName')} {...field('firstName')} />
        <TextInput label={T.lastNameLabel} autoComplete="family-name" key={form.key('lastName')} {...field('lastName')} />
      </Group>
      <EmailField key={form.key('email')} {...field('email')} />
      <SecretField description={T.passwordDescription} autoComplete="new-password" key={form.key('password')} {...field('password')} />
    </AuthForm>
  );
}
