import { fullName } from '@clinic/domain';
import type { User } from '@clinic/domain';
import { Text } from '@mantine/core';

import { ConfirmModal } from '../../components/confirm-modal';
import { USERS_SCREEN_TEXT as T } from './users.text';
import { useSetUserActive } from './use-user-mutations';

interface UserStatusModalProps {
  opened: boolean;
  user: User | null;
  onClose: () => void;
}

/** Asks before blocking (or unblocking) a user; blocking ends their sessions and revokes their API tokens. */
export function UserStatusModal({ opened, user, onClose }: UserStatusModalProps) {
  const setActive = useSetUserActive();
  const blocking = user?.isActive ?? true;
  const confirm = () => {
    if (user) setActive.mutate({ id: user.id, isActive: !user.isActive }, { onSettled: onClose });
  };
  return (
    <ConfirmModal
      opened={opened}
      title={blocking ? T.blockTitle : T.unblockTitle}
      onClose={onClose}
      confirmLabel={blocking ? T.block : T.unblock}
      confirmColor={blocking ? 'red' : 'teal'}
      pending={setActive.isPending}
      onConfirm={confirm}
    >
      <Text>{blocking ? T.confirmBlock : T.confirmUnblock}</Text>
      {user && (
        <Text fw={600} mt={4}>
          {fullName(user)}
        </Text>
      )}
      {blocking && (
        <>
          <Text fz="sm" c="dimmed" mt="sm">
            {T.blockHint}
          </Text>
          <Text fz="sm" c="dimmed" mt="xs">
            {T.blockTokensHint}
          </Text>
        </>
      )}
    </ConfirmModal>
  );
}
