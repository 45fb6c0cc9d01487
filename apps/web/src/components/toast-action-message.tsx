import { Button, Group, Text } from '@mantine/core';

/** A toast's text with one button beside it ('Desfazer'). */
export function ToastActionMessage({ message, label, onClick }: { message: string; label: string; onClick: () => void }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text fz="sm">{message}</Text>
      <Button size="compact-sm" variant="light" onClick={onClick}>
        {label}
      </Button>
    </Group>
  );
}
