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

/** A row's id: a number, or a uuid for the saved reports. */
type RowId = number | string;

/** A mutation on one row by its id (a tRPC `useMutation` result). */
interface RowMutation<Id extends RowId> {
  mutate(input: { id: Id }, options: { onSuccess: () => void; onSettled?: () => void }): void;
  isPending: boolean;
}

/** The dialog and the row asked about (a `useDialogTarget`); the row outlives `opened`, so the closing dialog keeps its text. */
interface RowDialog<T> {
  opened: boolean;
  target: T | null;
  close: () => void;
}

/** Which row, and whether the dialog is open: the dialog target whole, or its three parts. */
type RowDialogProps<T> = { dialog: RowDialog<T> } | { opened: boolean; row: T | null; onClose: () => void };

type ConfirmRowModalProps<T extends { id: RowId }> = Omit<ConfirmModalProps, 'opened' | 'onClose' | 'pending' | 'onConfirm' | 'children'> &
  RowDialogProps<T> & {
    /** What confirming runs on the row (delete, convert…); the dialog closes when it ends either way… */
    action: RowMutation<T['id']>;
    /** …or only when it succeeds, so that after a failure (its toast) the question stays to be tried again. */
    keepOpenOnError?: boolean;
    /** The action succeeded (a form editing the deleted row closes). */
    onDone?: (row: T) => void;
    /** The question about the row. */
    children: (row: T) => ReactNode;
  };

/** `ConfirmModal` about one row: confirming runs `action` on it ('Confirmar Exclusão' of a room, a service, a lead…). */
export function ConfirmRowModal<T extends { id: RowId }>(props: ConfirmRowModalProps<T>) {
  const { action, keepOpenOnError = false, onDone, children, title, confirmLabel, confirmColor, size, cancelLabel } = props;
  const dialog: RowDialog<T> = 'dialog' in props ? props.dialog : { opened: props.opened, target: props.row, close: props.onClose };
  const row = dialog.target;
  const confirm = () => {
    if (!row) return;
    const done = () => onDone?.(row);
    const afterSuccess = () => {
      dialog.close();
      done();
    };
    action.mutate({ id: row.id }, keepOpenOnError ? { onSuccess: afterSuccess } : { onSuccess: done, onSettled: dialog.close });
  };
  return (
    <ConfirmModal
      {...{ title, confirmLabel, confirmColor, size, cancelLabel }}
      opened={dialog.opened}
      onClose={dialog.close}
      pending={action.isPending}
      onConfirm={confirm}
    >
      {row && children(row)}
    </ConfirmModal>
  );
}
