import { Center, type CenterProps, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list with nothing in it yet: an icon and the screen's empty text. */
export function EmptyState({ icon, text, ...props }: { icon: ReactNode; text: string } & CenterProps) {
  return (
    <Center {...props}>
      <Stack align="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text c="dimmed" ta="center">
          {text}
        </Text>
      </Stack>
    </Center>
  );
}
