import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure of a report: a label, the value, and an optional line below. */
export function StatCard({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <Paper withBorder shadow="xs" p="md" radius="md">
      <Text fz="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={{ base: 22, sm: 26 }} fw={700} lh={1.25} mt={4} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {detail && (
        <Text fz="sm" c="dimmed" mt={2}>
          {detail}
        </Text>
      )}
    </Paper>
  );
}

/** A smaller figure under its name, in a grid of them: `large` in a report, not in a list's card. */
export function LabeledFigure({ label, value, large = false }: { label: ReactNode; value: ReactNode; large?: boolean }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={large ? 700 : 600} fz={large ? 'lg' : 'sm'}>
        {value}
      </Text>
    </div>
  );
}
