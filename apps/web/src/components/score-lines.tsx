import type { InstrumentScore } from '@clinic/domain';
import { type MantineColor, Text } from '@mantine/core';

/** A score's figure as the screens write it (up to two decimals, Brazilian style). */
export const scoreNumber = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/** Below an instrument's total: its scales or domains (not for grams), its reading, its notes. */
export function ScoreLines({ score, noteColor }: { score: InstrumentScore; noteColor?: MantineColor }) {
  return (
    <>
      {score.unit !== 'g' &&
        score.components.map((c) => (
          <Text key={c.id} fz="sm">
            {c.label}: {scoreNumber(c.value)}
          </Text>
        ))}
      {score.interpretation && (
        <Text fz="sm" fw={600}>
          {score.interpretation}
        </Text>
      )}
      {score.notes.map((note) => (
        <Text key={note} fz="sm" c={noteColor}>
          {note}
        </Text>
      ))}
    </>
  );
}
