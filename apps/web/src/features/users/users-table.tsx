import { ROLE_LABELS, SHIFT_LABELS, type User, type UserListItem } from '@clinic/domain';
import { Box, Group, Skeleton, Table } from '@mantine/core';

import { StatusBadge, UserActions, UserColor, UserIdentity, type UserRowActions, canChange } from './user-cells';
import { USERS_SCREEN_TEXT as T } from './users.text';

/** Wide enough for every column; a narrower card scrolls the table sideways. */
const TABLE_MIN_WIDTH = 900;
const COLUMNS = [T.columnUser, T.columnRole, T.columnShift, T.columnColor, T.columnCrefito, T.columnPhone, T.columnStatus, T.columnActions];

interface UsersTableProps extends UserRowActions {
  users: UserListItem[];
  currentUser: User;
  /** id of the heading that names the table. */
  labelledBy: string;
}

/** The list on wide screens. */
export function UsersTable({ users, currentUser, labelledBy, ...actions }: UsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={TABLE_MIN_WIDTH} type="native">
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-labelledby={labelledBy}>
        <TableHead />
        <Table.Tbody>
          {users.map((user) => {
            const isSelf = user.id === currentUser.id;
            return (
              <Table.Tr key={user.id} data-testid={`user-row-${user.id}`}>
                <Table.Td>
                  <UserIdentity user={user} isSelf={isSelf} />
                </Table.Td>
                <Table.Td fz="sm">{ROLE_LABELS[user.role]}</Table.Td>
                <Table.Td fz="sm">{SHIFT_LABELS[user.shift]}</Table.Td>
                <Table.Td>
                  <UserColor color={user.color} />
                </Table.Td>
                <Table.Td fz="sm" c={user.crefito ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
                  {user.crefito ?? T.noCrefito}
                </Table.Td>
                <Table.Td fz="sm" c={user.phone ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
                  {user.phone ?? T.noPhone}
                </Table.Td>
                <Table.Td>
                  <StatusBadge user={user} />
                </Table.Td>
                <Table.Td>
                  <UserActions user={user} isSelf={isSelf} canChange={canChange(currentUser, user)} {...actions} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TableHead() {
  return (
    <Table.Thead>
      <Table.Tr>
        {COLUMNS.map((column) => (
          <Table.Th key={column} fz="xs" tt="uppercase" c="dimmed" style={{ letterSpacing: '0.04em', whiteSpace: 'nowrap' }}>
            {column}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

/** Placeholder rows with the table's shape while it loads. */
export function UsersTableSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Table.ScrollContainer minWidth={TABLE_MIN_WIDTH} type="native">
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-busy="true">
        <TableHead />
        <Table.Tbody>
          {Array.from({ length: rows }, (_, index) => (
            <Table.Tr key={index}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Skeleton h={40} w={40} circle />
                  <Box style={{ flex: 1 }}>
                    <Skeleton h={12} w="70%" />
                    <Skeleton h={10} w="50%" mt={6} />
                  </Box>
                </Group>
              </Table.Td>
              {Array.from({ length: COLUMNS.length - 1 }, (_, cell) => (
                <Table.Td key={cell}>
                  <Skeleton h={12} w={64} radius="xl" />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
