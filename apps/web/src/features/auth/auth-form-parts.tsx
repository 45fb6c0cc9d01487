import { Button, PasswordInput, type PasswordInputProps, Text, TextInput, type TextInputProps, Title } from '@mantine/core';
import { IconAt, IconLock } from '@tabler/icons-react';

import { AUTH_SCREEN_TEXT as T } from './auth.text';

/** What the sign-in page's card says above a form (signing in, or creating the first administrator). */
export function AuthFormHeading({ heading, hint }: { heading: string; hint: string }) {
  return (
    <>
      <Title order={1} fz={26} mb={4}>
        {heading}
      </Title>
      <Text c="dimmed" fz="sm" mb="lg">
        {hint}
      </Text>
    </>
  );
}

export function EmailField(props: TextInputProps) {
  return (
    <TextInput
      label={T.emailLabel}
      placeholder={T.emailPlaceholder}
      type="email"
      autoComplete="email"
      inputMode="email"
      leftSection={<IconAt size={16} />}
      {...props}
    />
  );
}

export function SecretField(props: PasswordInputProps) {
  return (
    <PasswordInput
      label={T.passwordLabel}
      leftSection={<IconLock size={16} />}
      visibilityToggleButtonProps={{ 'aria-label': T.passwordToggle }}
      {...props}
    />
  );
}

export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <Button type="submit" fullWidth size="md" mt="xs" disabled={pending}>
      {pending ? pendingLabel : label}
    </Button>
  );
}
