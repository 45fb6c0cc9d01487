import { IconUserEdit, IconUserPlus } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';

import { CollapsibleCard } from '../../components/collapsible-card';
import { USERS_SCREEN_TEXT as T } from './users.text';

interface UserFormCardProps {
  opened: boolean;
  /** Name of the user being edited; undefined when creating. */
  editingName?: string;
  onToggle: () => void;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/** The form's card: a header button that opens and closes it ('Novo Usuário' / 'Editar Usuário'). */
export function UserFormCard({ opened, editingName, onToggle, ref, children }: UserFormCardProps) {
  const editing = editingName !== undefined;
  const Icon = editing ? IconUserEdit : IconUserPlus;
  return (
    <CollapsibleCard
      opened={opened}
      onToggle={onToggle}
      ref={ref}
      testId="user-form-toggle"
      title={editing ? T.editUser : T.newUser}
      hint={editing ? editingName : opened ? T.formHintOpen : T.formHintClosed}
      icon={<Icon size={20} stroke={1.7} />}
    >
      {children}
    </CollapsibleCard>
  );
}
