import type { Room } from '@clinic/domain';
import { Button, Group, Modal, Text } from '@mantine/core';

import { ROOMS_SCREEN_TEXT as T } from './rooms.text';
import { useDeleteRoom } from './use-room-mutations';

interface DeleteRoomModalProps {
  opened: boolean;
  room: Room | null;
  onClose: () => void;
}

/** Asks before removing a room; the server refuses rooms that have appointments. */
export function DeleteRoomModal({ opened, room, onClose }: DeleteRoomModalProps) {
  const deleteRoom = useDeleteRoom();
  const confirm = () => {
    if (room) deleteRoom.mutate({ id: room.id }, { onSettled: onClose });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={T.removeTitle} size="sm">
      <Text>{T.confirmRemove}</Text>
      {room && (
        <Text fw={600} mt={4}>
          {room.name}
        </Text>
      )}
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose} disabled={deleteRoom.isPending} data-autofocus>
          {T.cancel}
        </Button>
        <Button color="red" onClick={confirm} loading={deleteRoom.isPending}>
          {T.remove}
        </Button>
      </Group>
    </Modal>
  );
}
