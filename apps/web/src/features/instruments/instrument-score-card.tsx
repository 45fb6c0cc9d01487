import type { InstrumentScore } from '@clinic/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';

import { ScoreLines, scoreNumber } from '../../components/score-lines';
import { INSTRUMENTS_SCREEN_TEXT as T } from './instruments.text';

const number = scoreNumber;

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
        <ScoreLines score={score} noteColor="orange.9" />
      </Stack>
    </Paper>
  );
}
