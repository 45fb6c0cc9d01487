import { ROLE_LABELS, SHIFT_LABELS, type User, type UserListItem } from '@clinic/domain';
import { Box, Group, Skeleton, Stack } from '@mantine/core';

import { DetailItem } from '../../components/detail-list';
import { RecordCard, RecordCards, RecordCardsSkeleton } from '../../components/record-cards';
import { StatusBadge, UserActions, UserColor, UserIdentity, type UserRowActions, canChange, signInLockEnd } from './user-cells';
import { USERS_SCREEN_TEXT as T } from './users.text';

interface UsersCardsProps extends UserRowActions {
  users: UserListItem[];
  currentUser: User;
  labelledBy: string;
}

/** The list on phones and tablets: one card per user, with the table's columns as labelled values. */
export function UsersCards({ users, currentUser, labelledBy, ...actions }: UsersCardsProps) {
  return (
    <RecordCards rows={users} rowKey={(user) => user.id} labelledBy={labelledBy}>
      {(user) => {
        const isSelf = user.id === currentUser.id;
        // The sign-in lock's sentence is long: on its own line, so the name keeps the card's width.
        const locked = user.isActive && signInLockEnd(user) !== null;
        return (
          <RecordCard
            testId={`user-card-${user.id}`}
            heading={<UserIdentity user={user} isSelf={isSelf} />}
            badge={!locked && <StatusBadge user={user} />}
            below={
              locked && (
                <Box mt="xs">
                  <StatusBadge user={user} />
                </Box>
              )
            }
            details={[
              { label: T.columnRole, value: ROLE_LABELS[user.role] },
              { label: T.columnShift, value: SHIFT_LABELS[user.shift] },
              { label: T.columnCrefito, value: user.crefito ?? T.noCrefito },
              { label: T.columnPhone, value: user.phone ?? T.noPhone },
            ]}
            footer={
              <Group justify="space-between" align="flex-end" wrap="nowrap" mt="xs">
                <Box component="dl" m={0}>
                  <DetailItem label={T.columnColor}>
                    <UserColor color={user.color} />
                  </DetailItem>
                </Box>
                <UserActions user={user} isSelf={isSelf} canChange={canChange(currentUser, user)} {...actions} />
              </Group>
            }
          />
        );
      }}
    </RecordCards>
  );
}

export function UsersCardsSkeleton() {
  return (
    <RecordCardsSkeleton
      count={2}
      heading={
        <Group gap="sm" wrap="nowrap">
          <Skeleton h={40} w={40} circle />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton h={12} w="60%" />
            <Skeleton h={10} w="40%" />
          </Stack>
        </Group>
      }
    />
  );
}
