import { Button, Group, Text } from '@mantine/core';

/** A toast's text with one button beside it ('Desfazer'). */
export function ToastActionMessage({ message, label, onClick }: { message: string; label: string; onClick: () => void }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text fz="sm">{message}</Text>
      {/* The message wraps; the button keeps its whole word ('Desfazer', never 'Desfa'). */}
      <Button size="compact-sm" variant="light" onClick={onClick} style={{ flexShrink: 0 }}>
        {label}
      </Button>
    </Group>
  );
}
