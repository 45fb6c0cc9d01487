import { Button, PasswordInput, type PasswordInputProps, Stack, Text, TextInput, type TextInputProps, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { IconAt, IconLock } from '@tabler/icons-react';

import { AUTH_SCREEN_TEXT as T } from './auth.text';

/** What the sign-in page's card says above a form (signing in, or creating the first administrator). */
function AuthFormHeading({ heading, hint }: { heading: string; hint: string }) {
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

function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <Button type="submit" fullWidth size="md" mt="xs" disabled={pending}>
      {pending ? pendingLabel : label}
    </Button>
  );
}

interface AuthFormProps {
  /** The card's words: heading and hint above, the submit button's label and its label while pending. */
  text: { heading: string; hint: string; submit: string; submitting: string };
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The fields, stacked above the submit button. */
  children: ReactNode;
}

/** A form of the sign-in page's card: heading, the fields, and the full-width submit button. */
export function AuthForm({ text, pending, onSubmit, children }: AuthFormProps) {
  return (
    <>
      <AuthFormHeading heading={text.heading} hint={text.hint} />
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="md">
          {children}
          <SubmitButton pending={pending} label={text.submit} pendingLabel={text.submitting} />
        </Stack>
      </form>
    </>
  );
}
