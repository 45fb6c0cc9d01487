import { ROLE_LABELS, SHIFT_LABELS, type User, type UserListItem } from '@clinic/domain';
import { Box, Divider, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { StatusBadge, UserActions, UserColor, UserIdentity, type UserRowActions, canChange, signInLockEnd } from './user-cells';
import { USERS_SCREEN_TEXT as T } from './users.text';

const GRID_COLS = { base: 1, sm: 2 };

interface UsersCardsProps extends UserRowActions {
  users: UserListItem[];
  currentUser: User;
  labelledBy: string;
}

/** The list on phones and tablets: one card per user, with the table's columns as labelled values. */
export function UsersCards({ users, currentUser, labelledBy, ...actions }: UsersCardsProps) {
  return (
    <SimpleGrid
      component="ul"
      cols={GRID_COLS}
      spacing="sm"
      aria-labelledby={labelledBy}
      m={0}
      px={{ base: 'sm', sm: 'md' }}
      pb={{ base: 'sm', sm: 'md' }}
      style={{ listStyle: 'none' }}
    >
      {users.map((user) => {
        const isSelf = user.id === currentUser.id;
        // The sign-in lock's sentence is long: on its own line, so the name keeps the card's width.
        const locked = user.isActive && signInLockEnd(user) !== null;
        return (
          <Paper component="li" key={user.id} withBorder p="md" data-testid={`user-card-${user.id}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <UserIdentity user={user} isSelf={isSelf} />
              {!locked && <StatusBadge user={user} />}
            </Group>
            {locked && (
              <Box mt="xs">
                <StatusBadge user={user} />
              </Box>
            )}
            <Divider my="sm" />
            <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing="xs" m={0}>
              <Detail label={T.columnRole}>{ROLE_LABELS[user.role]}</Detail>
              <Detail label={T.columnShift}>{SHIFT_LABELS[user.shift]}</Detail>
              <Detail label={T.columnCrefito}>{user.crefito ?? T.noCrefito}</Detail>
              <Detail label={T.columnPhone}>{user.phone ?? T.noPhone}</Detail>
            </SimpleGrid>
            <Group justify="space-between" align="flex-end" wrap="nowrap" mt="xs">
              <Box component="dl" m={0}>
                <Detail label={T.columnColor}>
                  <UserColor color={user.color} />
                </Detail>
              </Box>
              <UserActions user={user} isSelf={isSelf} canChange={canChange(currentUser, user)} {...actions} />
            </Group>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box miw={0}>
      <Text component="dt" fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" fz="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Box>
  );
}

export function UsersCardsSkeleton({ count = 2 }: { count?: number }) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="sm" px={{ base: 'sm', sm: 'md' }} pb={{ base: 'sm', sm: 'md' }} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <Paper key={index} withBorder p="md">
          <Group gap="sm" wrap="nowrap">
            <Skeleton h={40} w={40} circle />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton h={12} w="60%" />
              <Skeleton h={10} w="40%" />
            </Stack>
          </Group>
          <Skeleton h={10} w="80%" mt="md" />
          <Skeleton h={10} w="50%" mt={8} />
        </Paper>
      ))}
    </SimpleGrid>
  );
}
