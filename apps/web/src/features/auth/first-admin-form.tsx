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
  return (
    <AuthForm text={T} pending={pending} onSubmit={form.onSubmit((values) => onSubmit(ZRegisterInput.parse(values)))}>
      <Group grow align="flex-start" gap="sm">
        <TextInput
          label={T.firstNameLabel}
          autoComplete="given-name"
          required
          disabled={pending}
          key={form.key('firstName')}
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label={T.lastNameLabel}
          autoComplete="family-name"
          required
          disabled={pending}
          key={form.key('lastName')}
          {...form.getInputProps('lastName')}
        />
      </Group>
      <EmailField required disabled={pending} key={form.key('email')} {...form.getInputProps('email')} />
      <SecretField
        description={T.passwordDescription}
        autoComplete="new-password"
        required
        disabled={pending}
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
    </AuthForm>
  );
}
