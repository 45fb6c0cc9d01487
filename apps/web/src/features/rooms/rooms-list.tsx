import type { Room } from '@clinic/domain';
import { Badge, Box, Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconDoor, IconDoorOff, IconPencil, IconTrash } from '@tabler/icons-react';

import { RowActionIcon } from '../../components/row-action-icon';
import { ROOMS_SCREEN_TEXT as T } from './rooms.text';

const GRID_COLS = { base: 1, md: 2, lg: 3 };

interface RoomsListProps {
  rooms: Room[];
  /** Show edit and remove buttons (admin and manager only). */
  canManage: boolean;
  onEdit: (room: Room) => void;
  onRemove: (room: Room) => void;
}

export function RoomsList({ rooms, canManage, onEdit, onRemove }: RoomsListProps) {
  return (
    <SimpleGrid component="ul" cols={GRID_COLS} spacing="md" aria-label={T.listLabel} m={0} p={0} style={{ listStyle: 'none' }}>
      {rooms.map((room) => (
        <Paper component="li" key={room.id} withBorder shadow="xs" p="md">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <ThemeIcon size={42} radius="md" variant="light" color={room.isActive ? 'clinic' : 'gray'} aria-hidden>
                {room.isActive ? <IconDoor size={22} stroke={1.6} /> : <IconDoorOff size={22} stroke={1.6} />}
              </ThemeIcon>
              <Box miw={0}>
                <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {room.name}
                </Text>
                <Badge mt={6} size="md" variant="light" tt="none" fw={600} color={room.isActive ? 'teal' : 'gray'}>
                  {room.isActive ? T.statusActive : T.statusInactive}
                </Badge>
              </Box>
            </Group>
            {canManage && (
              <Group gap={4} wrap="nowrap">
                <RowActionIcon tooltip={T.editRoom} label={T.editAria(room.name)} color="gray" icon={IconPencil} onClick={() => onEdit(room)} />
                <RowActionIcon tooltip={T.removeTitle} label={T.removeAria(room.name)} color="red" icon={IconTrash} onClick={() => onRemove(room)} />
              </Group>
            )}
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Placeholder cards with the list's shape while it loads. */
export function RoomsListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="md" role="status" aria-busy="true" aria-label={T.listLabel} data-testid="rooms-loading">
      {Array.from({ length: count }, (_, index) => (
        <Paper key={index} withBorder p="md">
          <Group gap="sm" wrap="nowrap">
            <Skeleton h={42} w={42} radius="md" />
            <Box style={{ flex: 1 }}>
              <Skeleton h={14} w="60%" />
              <Skeleton h={18} w={96} mt={8} radius="xl" />
            </Box>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
