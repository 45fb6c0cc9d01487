import type { User } from '@clinic/domain';
import { Button, Group, Modal, Text } from '@mantine/core';

import { USERS_SCREEN_TEXT as T } from './users.text';
import { useSetUserActive } from './use-user-mutations';

interface UserStatusModalProps {
  opened: boolean;
  user: User | null;
  onClose: () => void;
}

/** Asks before blocking (or unblocking) a user; blocking ends their sessions at once. */
export function UserStatusModal({ opened, user, onClose }: UserStatusModalProps) {
  const setActive = useSetUserActive();
  const blocking = user?.isActive ?? true;
  const confirm = () => {
    if (user) setActive.mutate({ id: user.id, isActive: !user.isActive }, { onSettled: onClose });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={blocking ? T.blockTitle : T.unblockTitle} size="sm">
      <Text>{blocking ? T.confirmBlock : T.confirmUnblock}</Text>
      {user && (
        <Text fw={600} mt={4}>
          {`${user.firstName} ${user.lastName}`}
        </Text>
      )}
      {blocking && (
        <Text fz="sm" c="dimmed" mt="sm">
          {T.blockHint}
        </Text>
      )}
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose} disabled={setActive.isPending} data-autofocus>
          {T.cancel}
        </Button>
        {/* Shade 9: white text keeps a 4.5:1 contrast. */}
        <Button color={blocking ? 'red.9' : 'teal.9'} onClick={confirm} loading={setActive.isPending}>
          {blocking ? T.block : T.unblock}
        </Button>
      </Group>
    </Modal>
  );
}
