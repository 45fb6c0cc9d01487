import { Box, Collapse, Divider, Group, Paper, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconUserEdit, IconUserPlus } from '@tabler/icons-react';
import { type ReactNode, type Ref, useId } from 'react';

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
  const bodyId = useId();
  const editing = editingName !== undefined;
  const Icon = editing ? IconUserEdit : IconUserPlus;
  return (
    <Paper withBorder shadow="xs" ref={ref} style={{ scrollMarginTop: 76, overflow: 'hidden' }}>
      <Title order={2} fz="lg" fw={600} m={0}>
        <UnstyledButton
          onClick={onToggle}
          aria-expanded={opened}
          aria-controls={bodyId}
          w="100%"
          px={{ base: 'md', sm: 'lg' }}
          py="md"
          data-testid="user-form-toggle"
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <ThemeIcon size={38} radius="md" variant="light" aria-hidden>
                <Icon size={20} stroke={1.7} />
              </ThemeIcon>
              <Box miw={0}>
                <Text component="span" display="block" fz="lg" fw={600} lh={1.25}>
                  {editing ? T.editUser : T.newUser}
                </Text>
                <Text component="span" display="block" fz="sm" c="dimmed" fw={400} truncate>
                  {editing ? editingName : opened ? T.formHintOpen : T.formHintClosed}
                </Text>
              </Box>
            </Group>
            <IconChevronDown
              size={20}
              aria-hidden
              style={{ flexShrink: 0, transition: 'transform 200ms ease', transform: opened ? 'rotate(180deg)' : 'none' }}
            />
          </Group>
        </UnstyledButton>
      </Title>
      <Collapse expanded={opened} keepMounted={false} id={bodyId}>
        <Divider />
        <Box px={{ base: 'md', sm: 'lg' }} py="lg">
          {children}
        </Box>
      </Collapse>
    </Paper>
  );
}
