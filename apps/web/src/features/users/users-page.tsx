import { canManageApiTokens, canManageClinic, type User } from '@clinic/domain';
import { Badge, Box, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPlugConnected, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useId, useRef, useState } from 'react';

import { AccessDenied } from '../../components/access-denied';
import { EmptyState } from '../../components/empty-state';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageHeader } from '../../components/page-header';
import { trpc } from '../../lib/trpc';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { useAuth } from '../auth/use-auth';
import { UserForm } from './user-form';
import { UserFormCard } from './user-form-card';
import { UserStatusModal } from './user-status-modal';
import { useLiftSignInLock } from './use-user-mutations';
import { UsersCards, UsersCardsSkeleton } from './users-cards';
import { UsersTable, UsersTableSkeleton } from './users-table';
import { USERS_SCREEN_TEXT as T } from './users.text';

export function UsersPage() {
  const { user } = useAuth();
  // The shell renders pages only for a signed-in user.
  if (!user) return null;
  const canManage = canManageClinic(user.role);
  return (
    <>
      <PageHeader
        title={T.title}
        description={canManage ? T.pageDescription : undefined}
        actions={
          canManageApiTokens(user.role) && (
            <Button component={Link} to="/integrations" variant="light" leftSection={<IconPlugConnected size={18} />}>
              {T.integrations}
            </Button>
          )
        }
      />
      {canManage ? <UsersManager currentUser={user} /> : <AccessDenied title={T.accessDenied} text={T.accessDeniedText} />}
    </>
  );
}

/** From this breakpoint up the list is a table; below it, one card per user. */
const LIST_AS_TABLE = 'lg';

/** The form's state: `session` changes on every opening, so the form starts afresh each time. */
interface FormState {
  opened: boolean;
  editing: User | null;
  session: number;
}

/** The screen for admins and managers: the collapsible form, the list, and block/unblock. */
function UsersManager({ currentUser }: { currentUser: User }) {
  const users = trpc.users.list.useQuery();
  const [form, setForm] = useState<FormState>({ opened: false, editing: null, session: 0 });
  const status = useDialogTarget<User>();
  const cardRef = useRef<HTMLDivElement>(null);
  const listTitleId = useId();

  const toggleForm = () =>
    setForm((state) => (state.opened ? { ...state, opened: false } : { opened: true, editing: null, session: state.session + 1 }));
  // The edit target outlives `opened`, so the closing form keeps its labels while it collapses.
  const closeForm = () => setForm((state) => ({ ...state, opened: false }));
  const edit = (user: User) => {
    setForm((state) => ({ opened: true, editing: user, session: state.session + 1 }));
    cardRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const liftLock = useLiftSignInLock();
  const [liftingId, setLiftingId] = useState<number>();
  const rowActions = {
    onEdit: edit,
    onToggleActive: status.open,
    onLiftLock: (user: User) => {
      setLiftingId(user.id);
      liftLock.mutate({ id: user.id }, { onSettled: () => setLiftingId(undefined) });
    },
    liftingId,
  };

  return (
    <Stack gap="lg">
      <UserFormCard
        ref={cardRef}
        opened={form.opened}
        editingName={form.opened && form.editing ? `${form.editing.firstName} ${form.editing.lastName}` : undefined}
        onToggle={toggleForm}
      >
        <UserForm key={form.session} user={form.editing} currentUser={currentUser} onDone={closeForm} />
      </UserFormCard>

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
          <Box data-testid="users-loading">
            <Box visibleFrom={LIST_AS_TABLE}>
              <UsersTableSkeleton />
            </Box>
            <Box hiddenFrom={LIST_AS_TABLE}>
              <UsersCardsSkeleton />
            </Box>
          </Box>
        )}

        {users.isError && (
          <LoadErrorAlert title={T.loadError} query={users} retryLabel={T.retry} mx="md" mb="md" />
        )}

        {users.isSuccess && users.data.length === 0 && (
          <EmptyState icon={<IconUsers size={26} stroke={1.5} />} text={T.empty} py="xl" px="md" />
        )}

        {users.isSuccess && users.data.length > 0 && (
          <>
            <Box visibleFrom={LIST_AS_TABLE}>
              <UsersTable users={users.data} currentUser={currentUser} labelledBy={listTitleId} {...rowActions} />
            </Box>
            <Box hiddenFrom={LIST_AS_TABLE}>
              <UsersCards users={users.data} currentUser={currentUser} labelledBy={listTitleId} {...rowActions} />
            </Box>
          </>
        )}
      </Paper>

      <UserStatusModal opened={status.opened} user={status.target} onClose={status.close} />
    </Stack>
  );
}
