import type { InstrumentScore } from '@clinic/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';

import { INSTRUMENTS_SCREEN_TEXT as T } from './instruments.text';

const number = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/** A score as the form shows it live: the total with its range, the scales or domains, the reading. */
export function InstrumentScoreCard({ title, score }: { title: string; score: InstrumentScore }) {
  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)" role="status" aria-live="polite" aria-label={T.scoreOf(title)}>
      <Stack gap={4}>
        <Group gap="xs" align="baseline">
          <Text fw={700}>{T.total}:</Text>
          <Text fw={700} fz="lg" data-testid="instrument-total">
            {number(score.total)} {score.unit}
          </Text>
          {score.unit !== 'g' && (
            <Text fz="sm" c="dimmed">
              ({number(score.min)}–{number(score.max)})
            </Text>
          )}
        </Group>
        {score.components
          .filter(() => score.unit !== 'g')
          .map((c) => (
            <Text key={c.id} fz="sm">
              {c.label}: {number(c.value)}
            </Text>
          ))}
        {score.interpretation && (
          <Text fz="sm" fw={600}>
            {score.interpretation}
          </Text>
        )}
        {score.notes.map((note) => (
          <Text key={note} fz="sm" c="orange.9">
            {note}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
