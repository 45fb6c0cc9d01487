import { Group, Paper, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One titled section of the report detail. */
export function ReportCard({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} aria-labelledby={id}>
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}

/** A label over its value (the basic information and the metric tiles). */
export function Field({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div>
      <Text fz="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {detail && (
        <Text fz="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </div>
  );
}
