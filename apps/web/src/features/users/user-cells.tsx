import { type User, type UserListItem, canManageUser, formatClockTime, fullName } from '@clinic/domain';
import { ActionIcon, Avatar, Badge, Box, ColorSwatch, Group, Text, Tooltip } from '@mantine/core';
import { IconClockShield, IconLock, IconLockOpen, IconPencil } from '@tabler/icons-react';

import { RowActionIcon } from '../../components/row-action-icon';
import { USERS_SCREEN_TEXT as T } from './users.text';

/** What the list may offer on one user, decided by the page. */
export interface UserRowActions {
  onEdit: (user: User) => void;
  onToggleActive: (user: User) => void;
  /** Lifts a temporary sign-in lock. */
  onLiftLock: (user: UserListItem) => void;
  /** The user whose lock is being lifted (its button waits). */
  liftingId?: number;
}

/** When a temporary sign-in lock (10 wrong passwords in a row) holds, its end; else null. */
export function signInLockEnd(user: UserListItem, now = Date.now()): Date | null {
  if (!user.signInLockedUntil) return null;
  const end = new Date(user.signInLockedUntil);
  return end.getTime() > now ? end : null;
}

/** Photo (or the placeholder avatar), full name and email. */
export function UserIdentity({ user, isSelf }: { user: User; isSelf: boolean }) {
  const name = fullName(user);
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      {user.photo ? (
        <Avatar src={user.photo} alt={T.photoAlt(name)} radius="xl" size={40} />
      ) : (
        <Avatar radius="xl" size={40} color="clinic" variant="light" aria-hidden />
      )}
      <Box miw={0}>
        <Text fz="sm" fw={600} lh={1.3}>
          {name}
          {isSelf && (
            <Text component="span" fz="xs" c="dimmed" fw={500} style={{ whiteSpace: 'nowrap' }}>
              {` (${T.you})`}
            </Text>
          )}
        </Text>
        <Text fz="xs" c="dimmed" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
      </Box>
    </Group>
  );
}

/**
 * Ativo / Inativo, or, for an active user locked out for a while by wrong passwords, until when:
 * such a user is not 'Ativo' for the person trying to help them sign in.
 */
export function StatusBadge({ user }: { user: UserListItem }) {
  const lockEnd = user.isActive ? signInLockEnd(user) : null;
  if (lockEnd) {
    return (
      <Tooltip label={T.signInLockedHint} multiline maw={280}>
        <Badge
          variant="light"
          tt="none"
          fw={600}
          // red.9 on orange.0: a warning that still reads at 4.5:1 (orange.9 gives 3.9).
          c="red.9"
          bg="orange.0"
          h="auto"
          py={2}
          // The whole sentence, wrapped when narrow: a cut-off time would say nothing.
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          tabIndex={0}
        >
          {T.signInLocked(formatClockTime(lockEnd))}
        </Badge>
      </Tooltip>
    );
  }
  return <ActiveBadge active={user.isActive} />;
}

function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge
      variant="light"
      tt="none"
      fw={600}
      // Darker than Mantine's light badge, for a 4.5:1 contrast at badge size.
      c={active ? 'teal.9' : 'gray.7'}
      bg={active ? 'teal.0' : 'gray.1'}
      style={{ flexShrink: 0 }}
    >
      {active ? T.active : T.inactive}
    </Badge>
  );
}

/**
 * Edit, and block or unblock. Only admins may change admins (the server refuses managers),
 * and nobody blocks themselves.
 */
export function UserActions({
  user,
  isSelf,
  canChange,
  onEdit,
  onToggleActive,
  onLiftLock,
  liftingId,
}: { user: UserListItem; isSelf: boolean; canChange: boolean } & UserRowActions) {
  if (!canChange) return null;
  const name = fullName(user);
  return (
    <Group gap={4} wrap="nowrap">
      {user.isActive && signInLockEnd(user) && (
        <Tooltip label={T.liftLock}>
          <ActionIcon
            variant="subtle"
            color="orange.9"
            size="lg"
            aria-label={T.liftLockAria(name)}
            loading={liftingId === user.id}
            onClick={() => onLiftLock(user)}
          >
            <IconClockShield size={18} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
      )}
      <RowActionIcon tooltip={T.editUser} label={T.editAria(name)} color="gray" icon={IconPencil} onClick={() => onEdit(user)} />
      {!isSelf && (
        <Tooltip label={user.isActive ? T.blockTitle : T.unblockTitle}>
          <ActionIcon
            variant="subtle"
            color={user.isActive ? 'red' : 'teal'}
            size="lg"
            aria-label={user.isActive ? T.blockAria(name) : T.unblockAria(name)}
            onClick={() => onToggleActive(user)}
          >
            {user.isActive ? <IconLock size={18} stroke={1.7} /> : <IconLockOpen size={18} stroke={1.7} />}
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/** The server's rule: only admins may change admins. */
export function canChange(currentUser: User, user: User): boolean {
  return canManageUser(currentUser.role, user.role);
}

/** The colour swatch with its hex code. */
export function UserColor({ color }: { color: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ColorSwatch color={color} size={18} aria-hidden />
      <Text fz="sm" ff="monospace">
        {color}
      </Text>
    </Group>
  );
}
