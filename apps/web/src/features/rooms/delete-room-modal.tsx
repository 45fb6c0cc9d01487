import type { Room } from '@clinic/domain';
import { Text } from '@mantine/core';

import { ConfirmModal } from '../../components/confirm-modal';
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
    <ConfirmModal
      opened={opened}
      title={T.removeTitle}
      onClose={onClose}
      confirmLabel={T.remove}
      pending={deleteRoom.isPending}
      onConfirm={confirm}
    >
      <Text>{T.confirmRemove}</Text>
      {room && (
        <Text fw={600} mt={4}>
          {room.name}
        </Text>
      )}
    </ConfirmModal>
  );
}
