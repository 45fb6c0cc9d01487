import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

import { trpc } from '../../lib/trpc';
import { ROOMS_SCREEN_TEXT as T } from './rooms.text';

/**
 * Shown while an active room's 'Ativa' box is unticked: deactivating keeps the room's future
 * appointments (and their physiotherapists busy), so say how many there are before saving.
 */
export function DeactivationWarning({ roomId }: { roomId: number }) {
  const future = trpc.rooms.futureAppointments.useQuery({ id: roomId }, { staleTime: 0 });
  const count = future.data?.count;
  if (!count) return null;
  return (
    <Alert color="yellow" variant="light" c="dark" icon={<IconAlertTriangle />} title={T.deactivateTitle(count)} data-testid="room-deactivation-warning">
      {T.deactivateDetail}
    </Alert>
  );
}
