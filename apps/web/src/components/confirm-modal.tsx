import { Button, Group, type MantineColor, Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';

import { useTopLayer } from '../lib/use-top-layer';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** What confirming does ('Remover', 'Excluir', 'Bloquear'…). */
  confirmLabel: string;
  confirmColor?: MantineColor;
  pending: boolean;
  onConfirm: () => void;
  size?: ModalProps['size'];
  /** The button that backs out ('Cancelar' unless that would read like the action itself). */
  cancelLabel?: string;
  children: ReactNode;
}

/** Asks before anything destructive; 'Cancelar' has the focus, so Enter never destroys by accident. */
export function ConfirmModal({
  opened,
  title,
  onClose,
  confirmLabel,
  confirmColor = 'red',
  pending,
  onConfirm,
  size = 'sm',
  cancelLabel = 'Cancelar',
  children,
}: ConfirmModalProps) {
  // Escape closes this question only, not a dialog it was asked from.
  const top = useTopLayer(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} closeOnEscape={top}>
      {children}
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color={confirmColor} onClick={onConfirm} loading={pending}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
