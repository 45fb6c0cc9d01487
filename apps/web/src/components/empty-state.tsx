import { Center, type CenterProps, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list with nothing in it (yet): an icon, the screen's empty text and, if any, a hint below it. */
export function EmptyState({ icon, text, hint, ...props }: { icon: ReactNode; text: string; hint?: string } & CenterProps) {
  return (
    <Center {...props}>
      <Stack align="center" gap={hint ? 6 : 'sm'}>
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text c={hint ? undefined : 'dimmed'} fw={hint ? 600 : undefined} mt={hint ? 6 : undefined} ta="center">
          {text}
        </Text>
        {hint && (
          <Text c="dimmed" fz="sm" ta="center">
            {hint}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
