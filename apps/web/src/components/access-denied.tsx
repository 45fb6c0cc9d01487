import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** What a role sees on a screen it may not use (the server refuses the calls anyway). */
export function AccessDenied({ title, text }: { title: string; text: string }) {
  return (
    <Paper withBorder p="xl" role="alert">
      <Center>
        <Stack align="center" gap="xs" maw={420}>
          <ThemeIcon size={56} radius="xl" variant="light" color="red" aria-hidden>
            <IconLock size={28} stroke={1.6} />
          </ThemeIcon>
          <Title order={2} fz="xl" ta="center">
            {title}
          </Title>
          <Text c="dimmed" ta="center">
            {text}
          </Text>
        </Stack>
      </Center>
    </Paper>
  );
}
