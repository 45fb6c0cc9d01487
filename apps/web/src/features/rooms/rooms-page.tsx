import type { Room } from '@clinic/domain';
import { Button, Paper, Text } from '@mantine/core';
import { IconDoor, IconPlus } from '@tabler/icons-react';

import { ConfirmRowModal } from '../../components/confirm-modal';
import { EmptyState } from '../../components/empty-state';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageHeader } from '../../components/page-header';
import { trpc } from '../../lib/trpc';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { usePermission } from '../../lib/use-permission';
import { RoomFormModal } from './room-form-modal';
import { RoomsList, RoomsListSkeleton } from './rooms-list';
import { ROOMS_SCREEN_TEXT as T } from './rooms.text';
import { useDeleteRoom } from './use-room-mutations';

export function RoomsPage() {
  const canManage = usePermission('rooms:manage');
  const rooms = trpc.rooms.list.useQuery();
  const form = useDialogTarget<Room>();
  const removal = useDialogTarget<Room>();
  const deleteRoom = useDeleteRoom();

  return (
    <>
      <PageHeader
        title={T.title}
        actions={
          canManage && (
            <Button leftSection={<IconPlus size={18} />} onClick={() => form.open(null)}>
              {T.newRoom}
            </Button>
          )
        }
      />

      {rooms.isPending && <RoomsListSkeleton />}

      {rooms.isError && (
        <LoadErrorAlert title={T.loadError} query={rooms} retryLabel={T.retry} />
      )}

      {rooms.isSuccess && rooms.data.length === 0 && (
        <Paper withBorder p="xl">
          <EmptyState icon={<IconDoor size={26} stroke={1.5} />} text={T.empty} />
        </Paper>
      )}

      {rooms.isSuccess && rooms.data.length > 0 && (
        <RoomsList
          rooms={rooms.data}
          canManage={canManage}
          onEdit={form.open}
          onRemove={removal.open}
        />
      )}

      {canManage && (
        <>
          <RoomFormModal opened={form.opened} room={form.target} onClose={form.close} />
          {/* Asks before removing a room; the server refuses rooms that have appointments. */}
          <ConfirmRowModal dialog={removal} action={deleteRoom} title={T.removeTitle} confirmLabel={T.remove}>
            {(room) => (
              <>
                <Text>{T.confirmRemove}</Text>
                <Text fw={600} mt={4}>
                  {room.name}
                </Text>
              </>
            )}
          </ConfirmRowModal>
        </>
      )}
    </>
  );
}
