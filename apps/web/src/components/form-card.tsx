import { type ReactNode, useId } from 'react';

import { useDialogTarget } from '../lib/use-dialog-target';
import { CollapsibleCard } from './collapsible-card';
import { DiscardGuardProvider, useDiscardGuardState } from './discard-guard';

/**
 * A screen's form in a collapsible card (patients, users, services): its heading opens a new form,
 * 'Editar' on a row opens that row's form and scrolls to it, and every opening starts afresh
 * (`session` is the form's key). Closing with unsaved changes asks 'Descartar alterações?' first,
 * whatever closes it (the heading, 'Cancelar'). Render `confirm` beside the card.
 */
export function useFormCard<T>() {
  const target = useDialogTarget<T>();
  const { guard, confirm } = useDiscardGuardState(target.close);
  // The card's id, to scroll to it when a row's 'Editar' opens it.
  const id = useId();
  return {
    ...target,
    guard,
    confirm,
    /** The card element's id. */
    id,
    /** What is being edited while the card is open (`null`: a new one, or the card is closed). */
    editing: target.opened ? target.target : null,
    toggle: () => (target.opened ? guard.requestClose() : target.open(null)),
    edit: (row: T) => {
      target.open(row);
      document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    },
  };
}

export type FormCardState<T> = ReturnType<typeof useFormCard<T>>;

interface FormCardProps<T> {
  card: FormCardState<T>;
  title: string;
  hint?: ReactNode;
  icon: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** The card of `useFormCard`: the form inside answers to the discard guard ('Cancelar' asks too). */
export function FormCard<T>({ card, title, hint, icon, testId, children }: FormCardProps<T>) {
  return (
    <>
      <CollapsibleCard id={card.id} opened={card.opened} onToggle={card.toggle} title={title} hint={hint} icon={icon} testId={testId}>
        <DiscardGuardProvider guard={card.guard}>{children}</DiscardGuardProvider>
      </CollapsibleCard>
      {card.confirm}
    </>
  );
}
