import { type CreatedApiToken, ROLE_LABELS, ZCreateApiTokenInput, fullName } from '@clinic/domain';
import { Button, Grid, Paper, Select, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';

import { trpc } from '../../lib/trpc';
import { API_TOKENS_TEXT as T } from './api-tokens.text';
import { useCreateApiToken } from './use-api-tokens-mutations';

/** Names a token and the user it acts as; hands the created token (with its secret) to `onCreated`. */
export function NewTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const users = trpc.users.list.useQuery();
  const create = useCreateApiToken();
  const form = useForm({
    initialValues: { name: '', userId: '' },
    validate: (values) => {
      const parsed = ZCreateApiTokenInput.safeParse({ name: values.name, userId: Number(values.userId) || undefined });
      if (parsed.success) return {};
      return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    },
  });
  const options = (users.data ?? [])
    .filter((user) => user.isActive)
    .map((user) => ({ value: String(user.id), label: `${fullName(user)} — ${ROLE_LABELS[user.role]}` }));

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="new-token-title">
      <Title order={2} fz="lg" mb="md" id="new-token-title">
        {T.newToken}
      </Title>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          create.mutate(
            { name: values.name, userId: Number(values.userId) },
            {
              onSuccess: (created) => {
                form.reset();
                onCreated(created);
              },
            },
          ),
        )}
      >
        <Grid gap="md" align="flex-end">
          {/* The button's column takes what 'Criar token' needs: a 2/12 column cut it to 'Cria'. */}
          <Grid.Col span={{ base: 12, sm: 6, lg: 'auto' }}>
            <TextInput label={T.nameLabel} placeholder={T.namePlaceholder} withAsterisk maxLength={100} {...form.getInputProps('name')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, lg: 'auto' }}>
            <Select
              label={T.userLabel}
              placeholder={T.userPlaceholder}
              withAsterisk
              searchable
              data={options}
              disabled={users.isPending}
              {...form.getInputProps('userId')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 'content' }}>
            <Button type="submit" fullWidth leftSection={<IconKey size={18} />} loading={create.isPending}>
              {T.create}
            </Button>
          </Grid.Col>
        </Grid>
      </form>
    </Paper>
  );
}
