import { Button, type ButtonProps, Group, Modal, type ModalProps, Text } from '@mantine/core';
import { createContext, type ReactNode, use, useEffect, useMemo, useRef, useState } from 'react';

import { useTopLayer } from '../lib/use-top-layer';

export const DISCARD_TEXT = {
  title: 'Descartar alterações?',
  body: 'As alterações que você fez neste formulário ainda não foram salvas e serão perdidas.',
  keepEditing: 'Continuar editando',
  discard: 'Descartar',
} as const;

interface Guard {
  /** The form inside gives how to tell whether it holds unsaved changes (`null` when it unmounts). */
  watch: (isDirty: (() => boolean) | null) => void;
  /** Close, asking first when there are unsaved changes. */
  requestClose: () => void;
}

const GuardContext = createContext<Guard | null>(null);

/**
 * The state behind every form that can be closed (a dialog, the patients' card): closing with
 * unsaved changes asks 'Descartar alterações?' first, whatever closes it (Escape, the X, a click
 * outside, 'Cancelar'). Render `confirm` and give `guard` to `DiscardGuardProvider`.
 */
export function useDiscardGuardState(onClose: () => void) {
  const isDirty = useRef<(() => boolean) | null>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  const [asking, setAsking] = useState(false);
  // The Escape that asks must not also answer: the question's own Escape listener, added while
  // that key event is still travelling, hears it too. Answers wait for the next task.
  const justAsked = useRef(false);
  const keepEditing = () => {
    if (!justAsked.current) setAsking(false);
  };
  const top = useTopLayer(asking);
  const guard = useMemo<Guard>(
    () => ({
      watch: (check) => {
        isDirty.current = check;
      },
      requestClose: () => {
        if (!isDirty.current?.()) return close.current();
        justAsked.current = true;
        setTimeout(() => {
          justAsked.current = false;
        }, 0);
        setAsking(true);
      },
    }),
    [],
  );
  const discard = () => {
    setAsking(false);
    close.current();
  };
  const confirm = (
    <Modal opened={asking} onClose={keepEditing} closeOnEscape={top} title={DISCARD_TEXT.title} size="sm" zIndex={450}>
      <Text fz="sm">{DISCARD_TEXT.body}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
          {DISCARD_TEXT.keepEditing}
        </Button>
        <Button color="red" onClick={discard}>
          {DISCARD_TEXT.discard}
        </Button>
      </Group>
    </Modal>
  );
  return { guard, asking, confirm };
}

export function DiscardGuardProvider({ guard, children }: { guard: Guard; children: ReactNode }) {
  return <GuardContext value={guard}>{children}</GuardContext>;
}

/**
 * For the form inside a guarded dialog or card: tells how to see whether it holds unsaved changes, and
 * returns how its 'Cancelar' closes (asking first when needed). Outside a guard it is `onClose`.
 */
export function useDiscardGuard(isDirty: () => boolean, onClose: () => void): () => void {
  const guard = use(GuardContext);
  const check = useRef(isDirty);
  useEffect(() => {
    check.current = isDirty;
  });
  useEffect(() => {
    guard?.watch(() => check.current());
    // A form that unmounts (saved, or its dialog closed) leaves nothing to lose behind it.
    return () => guard?.watch(null);
  }, [guard]);
  return guard ? guard.requestClose : onClose;
}

/** `useDiscardGuard` for a Mantine form: unsaved means `form.isDirty()`. */
export function useFormDiscardGuard(form: { isDirty: () => boolean }, onClose: () => void): () => void {
  return useDiscardGuard(() => form.isDirty(), onClose);
}

interface FormModalProps {
  /** For a form that lives beside the dialog rather than inside it (else the form calls `useDiscardGuard`). */
  isDirty?: () => boolean;
}

/**
 * Every dialog holding a form: a Mantine `Modal` whose Escape, X and outside click go through the
 * discard guard, and whose Escape belongs to the topmost dialog only (a patient created from inside
 * a booking closes alone).
 */
export function FormModal({ opened, onClose, isDirty, children, ...props }: ModalProps & FormModalProps) {
  const { guard, asking, confirm } = useDiscardGuardState(onClose);
  const top = useTopLayer(opened);
  const check = useRef(isDirty);
  useEffect(() => {
    check.current = isDirty;
  });
  useEffect(() => {
    if (check.current) guard.watch(() => check.current?.() ?? false);
  }, [guard]);
  return (
    <DiscardGuardProvider guard={guard}>
      <Modal opened={opened} onClose={guard.requestClose} {...props} closeOnEscape={top && !asking && props.closeOnEscape !== false}>
        {children}
      </Modal>
      {confirm}
    </DiscardGuardProvider>
  );
}

/** 'Cancelar' inside a guarded dialog whose form lives beside it (asks first when needed). */
export function DiscardGuardCancel({ children, ...props }: ButtonProps & { children: ReactNode }) {
  const guard = use(GuardContext);
  return (
    <Button variant="default" {...props} onClick={() => guard?.requestClose()}>
      {children}
    </Button>
  );
}
