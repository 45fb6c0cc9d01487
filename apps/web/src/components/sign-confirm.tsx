import { Text } from '@mantine/core';
import { useState } from 'react';

import { useAuth } from '../lib/use-auth';
import { ConfirmModal } from './confirm-modal';

/** The words of signing, the same wherever a physiotherapist signs (a record entry, an addendum, an instrument). */
export const SIGN_TEXT = {
  title: 'Assinar registro',
  confirm: 'Assinar',
  meaning:
    'Depois de assinado, o registro não pode mais ser alterado nem excluído. Correções serão feitas por adendo. Seu nome, seu CREFITO e a hora do servidor ficam gravados no registro.',
  withCrefito: (crefito: string) => `CREFITO: ${crefito}`,
} as const;

/** What signing means, asked before every signature. */
export function SignConfirmText({ crefito }: { crefito: string }) {
  return (
    <>
      <Text fz="sm">{SIGN_TEXT.meaning}</Text>
      <Text fz="sm" fw={600} mt="sm">
        {SIGN_TEXT.withCrefito(crefito)}
      </Text>
    </>
  );
}

interface SignConfirmModalProps {
  opened: boolean;
  /** The signer's CREFITO, shown as it will be recorded. */
  crefito: string;
  /** Saving and signing are on their way. */
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** 'Assinar registro': asked before a form saves its record and signs it. */
export function SignConfirmModal({ opened, crefito, pending, onClose, onConfirm }: SignConfirmModalProps) {
  return (
    <ConfirmModal
      opened={opened}
      title={SIGN_TEXT.title}
      onClose={onClose}
      confirmLabel={SIGN_TEXT.confirm}
      confirmColor="clinic"
      pending={pending}
      onConfirm={onConfirm}
    >
      <SignConfirmText crefito={crefito} />
    </ConfirmModal>
  );
}

/**
 * The signature of a form that saves and signs: whether the person signed in may sign (only with a
 * CREFITO), `ask` to open the 'Assinar registro' question, `close`, and the question's props
 * (`<SignConfirmModal {...signing.modal} onConfirm={…} />`).
 */
export function useSignConfirm(pending: boolean) {
  const { user } = useAuth();
  const [opened, setOpened] = useState(false);
  const crefito = user?.crefito ?? '';
  const close = () => setOpened(false);
  return {
    canSign: crefito !== '',
    ask: () => setOpened(true),
    close,
    modal: { opened, crefito, pending, onClose: close } satisfies Omit<SignConfirmModalProps, 'onConfirm'>,
  };
}
