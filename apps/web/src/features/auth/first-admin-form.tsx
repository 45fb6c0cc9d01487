import { type RegisterInput, ZRegisterInput } from '@clinic/domain';
import { Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAt, IconLock } from '@tabler/icons-react';

import { usePageTitle } from '../../lib/use-page-title';
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
    <>
      <Title order={1} fz={26} mb={4}>
        {T.heading}
      </Title>
      <Text c="dimmed" fz="sm" mb="lg">
        {T.hint}
      </Text>
      <form noValidate onSubmit={form.onSubmit((values) => onSubmit(ZRegisterInput.parse(values)))}>
        <Stack gap="md">
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
          <TextInput
            label={T.emailLabel}
            placeholder={T.emailPlaceholder}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            leftSection={<IconAt size={16} />}
            disabled={pending}
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={T.passwordLabel}
            description={T.passwordDescription}
            autoComplete="new-password"
            required
            leftSection={<IconLock size={16} />}
            visibilityToggleButtonProps={{ 'aria-label': T.passwordToggle }}
            disabled={pending}
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Button type="submit" fullWidth size="md" mt="xs" disabled={pending}>
            {pending ? T.submitting : T.submit}
          </Button>
        </Stack>
      </form>
    </>
  );
}
