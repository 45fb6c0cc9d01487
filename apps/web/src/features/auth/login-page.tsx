import { type LoginInput, ZLoginInput } from '@clinic/domain';
import { Box, Button, Center, Divider, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAt, IconLock } from '@tabler/icons-react';
import { Navigate } from 'react-router-dom';

import { BrandMark } from '../../components/brand-mark';
import { APP_NAME, APP_TAGLINE } from '../../lib/app-info';
import { usePageTitle } from '../../lib/use-page-title';
import { AUTH_SCREEN_TEXT as T } from './auth.text';
import classes from './login-page.module.css';
import { useAuth } from '../../lib/use-auth';

export function LoginPage() {
  usePageTitle(T.heading);
  const { user, loginMutation } = useAuth();
  const form = useForm<LoginInput>({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(ZLoginInput, { sync: true }),
  });

  if (user) return <Navigate to="/" replace />;

  const pending = loginMutation.isPending;
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
          <Title order={1} fz={26} mb={4}>
            {T.heading}
          </Title>
          <Text c="dimmed" fz="sm" mb="lg">
            {T.hint}
          </Text>
          <form noValidate onSubmit={form.onSubmit((values) => loginMutation.mutate(ZLoginInput.parse(values)))}>
            <Stack gap="md">
              <TextInput
                label={T.emailLabel}
                placeholder={T.emailPlaceholder}
                type="email"
                autoComplete="email"
                inputMode="email"
                leftSection={<IconAt size={16} />}
                disabled={pending}
                key={form.key('email')}
                {...form.getInputProps('email')}
              />
              <PasswordInput
                label={T.passwordLabel}
                placeholder={T.passwordPlaceholder}
                autoComplete="current-password"
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
        </Paper>
      </Center>
    </Box>
  );
}
