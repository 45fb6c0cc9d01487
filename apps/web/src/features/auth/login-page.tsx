import { type LoginValues, loginProblems } from '@clinic/domain';
import { Box, Center, Divider, Group, Paper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, Suspense } from 'react';
import { Navigate } from 'react-router-dom';

import { BrandMark } from '../../components/brand-mark';
import { APP_NAME, APP_TAGLINE } from '../../lib/app-info';
import { lazyNamed } from '../../lib/lazy-named';
import { usePageTitle } from '../../lib/use-page-title';
import { AuthForm, EmailField, SecretField } from './auth-form-parts';
import { AUTH_SCREEN_TEXT as T } from './auth.text';
import classes from './login-page.module.css';
import { useAuth } from '../../lib/use-auth';

// Shown once in a clinic's life: kept out of the main chunk.
const FirstAdminForm = lazyNamed(() => import('./first-admin-form'), 'FirstAdminForm');

export function LoginPage() {
  const { user, setupNeeded, loginMutation, registerMutation } = useAuth();
  if (user) return <Navigate to="/" replace />;
  return (
    <AuthCard>
      {setupNeeded ? (
        <Suspense>
          <FirstAdminForm pending={registerMutation.isPending} onSubmit={(values) => registerMutation.mutate(values)} />
        </Suspense>
      ) : (
        <SignInForm loginMutation={loginMutation} />
      )}
    </AuthCard>
  );
}

function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Box component="main" className={classes.background}>
      <Center mih="100dvh" p="md">
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', xs: 'xl' }} w="100%" maw={420}>
          <Group gap="sm" wrap="nowrap" mb="lg">
            <BrandMark size={44} />
            <Box>
              <Text fw={700} fz="lg" lh={1.2}>
                {APP_NAME}
              </Text>
              <Text c="dimmed" fz="sm" lh={1.3}>
                {APP_TAGLINE}
              </Text>
            </Box>
          </Group>
          <Divider mb="lg" />
          {children}
        </Paper>
      </Center>
    </Box>
  );
}

function SignInForm({ loginMutation }: Pick<ReturnType<typeof useAuth>, 'loginMutation'>) {
  usePageTitle(T.heading);
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '' },
    // ZLoginInput's checks without zod, which stays out of the main chunk (see login-rules.ts).
    validate: loginProblems,
  });
  const pending = loginMutation.isPending;
  return (
    <AuthForm text={T} pending={pending} onSubmit={form.onSubmit((values) => loginMutation.mutate({ ...values, email: values.email.trim() }))}>
      <EmailField disabled={pending} key={form.key('email')} {...form.getInputProps('email')} />
      <SecretField
        placeholder={T.passwordPlaceholder}
        autoComplete="current-password"
        disabled={pending}
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
    </AuthForm>
  );
}
