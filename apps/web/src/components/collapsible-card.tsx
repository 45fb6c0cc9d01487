import { Box, Collapse, Divider, Group, Paper, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, type Ref, useId } from 'react';

interface CollapsibleCardProps {
  opened: boolean;
  onToggle: () => void;
  title: string;
  /** A line under the title: what the card holds, or what is being edited. */
  hint?: ReactNode;
  icon: ReactNode;
  /** Keep the body mounted while closed (filters keep their inputs; the form starts afresh). */
  keepMounted?: boolean;
  ref?: Ref<HTMLDivElement>;
  id?: string;
  testId?: string;
  children: ReactNode;
}

/** A card whose heading is a button that opens and closes it (filter panels and the screens' forms). */
export function CollapsibleCard({ opened, onToggle, title, hint, icon, keepMounted = false, ref, id, testId, children }: CollapsibleCardProps) {
  const bodyId = useId();
  return (
    <Paper component="section" withBorder shadow="xs" ref={ref} id={id} style={{ scrollMarginTop: 76, overflow: 'hidden' }}>
      <Title order={2} fz="lg" fw={600} m={0}>
        <UnstyledButton
          onClick={onToggle}
          aria-expanded={opened}
          aria-controls={bodyId}
          w="100%"
          px={{ base: 'md', sm: 'lg' }}
          py="md"
          data-testid={testId}
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <ThemeIcon size={38} radius="md" variant="light" aria-hidden>
                {icon}
              </ThemeIcon>
              <Box miw={0}>
                <Text component="span" display="block" fz="lg" fw={600} lh={1.25}>
                  {title}
                </Text>
                {hint && (
                  <Text component="span" display="block" fz="sm" c="dimmed" fw={400} lineClamp={2}>
                    {hint}
                  </Text>
                )}
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
      <Collapse expanded={opened} keepMounted={keepMounted} id={bodyId}>
        <Divider />
        <Box px={{ base: 'md', sm: 'lg' }} py="lg">
          {children}
        </Box>
      </Collapse>
    </Paper>
  );
}
