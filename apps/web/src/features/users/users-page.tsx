import { fullName } from '@clinic/domain';
import type { User } from '@clinic/domain';
import { Badge, Box, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPlugConnected, IconUserEdit, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useId, useState } from 'react';

import { EmptyState } from '../../components/empty-state';
import { FormCard, useFormCard } from '../../components/form-card';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageHeader } from '../../components/page-header';
import { RequirePermission } from '../../components/require-permission';
import { trpc } from '../../lib/trpc';
import { useAuth } from '../../lib/use-auth';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { useListAsTable } from '../../lib/use-list-as-table';
import { usePermission } from '../../lib/use-permission';
import { UserForm } from './user-form';
import { UserStatusModal } from './user-status-modal';
import { useLiftSignInLock } from './use-user-mutations';
import { UsersCards, UsersCardsSkeleton } from './users-cards';
import { UsersTable, UsersTableSkeleton } from './users-table';
import { USERS_SCREEN_TEXT as T } from './users.text';

export function UsersPage() {
  const { user } = useAuth();
  const canManage = usePermission('users:manage');
  const canManageApiTokens = usePermission('apiTokens:manage');
  // The shell renders pages only for a signed-in user.
  if (!user) return null;
  return (
    <>
      <PageHeader
        title={T.title}
        description={canManage ? T.pageDescription : undefined}
        actions={
          canManageApiTokens && (
            <Button component={Link} to="/integrations" variant="light" leftSection={<IconPlugConnected size={18} />}>
              {T.integrations}
            </Button>
          )
        }
      />
      <RequirePermission permission="users:manage" deniedText={T.accessDeniedText}>
        <UsersManager currentUser={user} />
      </RequirePermission>
    </>
  );
}

/** The screen for admins and managers: the collapsible form, the list, and block/unblock. */
function UsersManager({ currentUser }: { currentUser: User }) {
  const users = trpc.users.list.useQuery();
  const form = useFormCard<User>();
  const status = useDialogTarget<User>();
  const listTitleId = useId();
  const asTable = useListAsTable();

  const liftLock = useLiftSignInLock();
  const [liftingId, setLiftingId] = useState<number>();
  const rowActions = {
    onEdit: form.edit,
    onToggleActive: status.open,
    onLiftLock: (user: User) => {
      setLiftingId(user.id);
      liftLock.mutate({ id: user.id }, { onSettled: () => setLiftingId(undefined) });
    },
    liftingId,
  };
  const { editing } = form;

  return (
    <Stack gap="lg">
      <FormCard
        card={form}
        testId="user-form-toggle"
        title={editing ? T.editUser : T.newUser}
        hint={editing ? fullName(editing) : form.opened ? T.formHintOpen : T.formHintClosed}
        icon={editing ? <IconUserEdit size={20} stroke={1.7} /> : <IconUserPlus size={20} stroke={1.7} />}
      >
        <UserForm key={form.session} user={form.target} currentUser={currentUser} onDone={form.close} />
      </FormCard>

      <Paper withBorder shadow="xs" style={{ overflow: 'hidden' }}>
        <Group justify="space-between" px={{ base: 'md', sm: 'lg' }} py="md" gap="sm">
          <Title order={2} fz="lg" fw={600} id={listTitleId}>
            {T.list}
          </Title>
          {users.isSuccess && (
            <Badge variant="light" color="gray" tt="none" fw={600}>
              {T.countLabel(users.data.length)}
            </Badge>
          )}
        </Group>

        {users.isPending && (
          <Box data-testid="users-loading" aria-busy="true">
            {asTable ? <UsersTableSkeleton /> : <UsersCardsSkeleton />}
          </Box>
        )}

        {users.isError && <LoadErrorAlert title={T.loadError} query={users} retryLabel={T.retry} mx="md" mb="md" />}

        {users.isSuccess && users.data.length === 0 && (
          <EmptyState icon={<IconUsers size={26} stroke={1.5} />} text={T.empty} py="xl" px="md" />
        )}

        {users.isSuccess &&
          users.data.length > 0 &&
          (asTable ? (
            <UsersTable users={users.data} currentUser={currentUser} labelledBy={listTitleId} {...rowActions} />
          ) : (
            <UsersCards users={users.data} currentUser={currentUser} labelledBy={listTitleId} {...rowActions} />
          ))}
      </Paper>

      <UserStatusModal opened={status.opened} user={status.target} onClose={status.close} />
    </Stack>
  );
}
