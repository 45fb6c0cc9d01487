import { canManageClinic, type Room } from '@clinic/domain';
import { Button, Paper } from '@mantine/core';
import { IconDoor, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { EmptyState } from '../../components/empty-state';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageHeader } from '../../components/page-header';
import { trpc } from '../../lib/trpc';
import { useAuth } from '../auth/use-auth';
import { DeleteRoomModal } from './delete-room-modal';
import { RoomFormModal } from './room-form-modal';
import { RoomsList, RoomsListSkeleton } from './rooms-list';
import { ROOMS_SCREEN_TEXT as T } from './rooms.text';

/**
 * Dialog state. The target room outlives `opened` so a closing dialog keeps its title and
 * text during the exit transition.
 */
interface DialogState {
  opened: boolean;
  room: Room | null;
}
const CLOSED: DialogState = { opened: false, room: null };

export function RoomsPage() {
  const { user } = useAuth();
  const canManage = user ? canManageClinic(user.role) : false;
  const rooms = trpc.rooms.list.useQuery();
  const [form, setForm] = useState<DialogState>(CLOSED);
  const [removal, setRemoval] = useState<DialogState>(CLOSED);

  return (
    <>
      <PageHeader
        title={T.title}
        actions={
          canManage && (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setForm({ opened: true, room: null })}>
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
          onEdit={(room) => setForm({ opened: true, room })}
          onRemove={(room) => setRemoval({ opened: true, room })}
        />
      )}

      {canManage && (
        <>
          <RoomFormModal opened={form.opened} room={form.room} onClose={() => setForm((s) => ({ ...s, opened: false }))} />
          <DeleteRoomModal
            opened={removal.opened}
            room={removal.room}
            onClose={() => setRemoval((s) => ({ ...s, opened: false }))}
          />
        </>
      )}
    </>
  );
}
