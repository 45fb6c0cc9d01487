import { type InstrumentItem, type RecordContent, instrumentById } from '@clinic/domain';
import { Box, Paper, SimpleGrid, Stack, Text } from '@mantine/core';

import { ScoreLines, scoreNumber } from '../../components/score-lines';
import { CLINICAL_RECORD_SCREEN_TEXT as T } from './clinical-record.text';

const number = scoreNumber;

function answerText(item: InstrumentItem, answer: unknown): string {
  if (item.type === 'choice') return item.options.find((o) => o.value === answer)?.label ?? String(answer);
  if (item.type === 'multi' && Array.isArray(answer)) return answer.map((v) => item.options.find((o) => o.value === v)?.label ?? v).join('; ');
  if (item.type === 'number' && typeof answer === 'number') return `${number(answer)} ${item.unit}`;
  if (item.type === 'check') return answer === true ? T.yes : T.no;
  return String(answer);
}

/** An instrument entry: the score the server computed (total, scales, reading), then each answer as given. */
export function RecordInstrumentView({ kind, content }: { kind: string; content: RecordContent }) {
  const instrument = instrumentById(kind);
  const score = content.score;
  return (
    <Stack gap="sm">
      {score && (
        <Paper withBorder p="xs" bg="var(--mantine-color-gray-0)" data-testid="record-instrument-score">
          <Text fw={700}>
            Total: {number(score.total)} {score.unit}
            {score.unit !== 'g' && ` (${number(score.min)}–${number(score.max)})`}
          </Text>
          <ScoreLines score={score} />
        </Paper>
      )}
      {instrument && (
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
          {instrument.items
            .filter((item) => content.answers[item.id] !== undefined)
            .map((item) => (
              <Box key={item.id} miw={0}>
                <Text component="dt" fz="xs" c="dimmed" fw={600}>
                  {item.text}
                </Text>
                <Text component="dd" fz="sm" m={0}>
                  {answerText(item, content.answers[item.id])}
                </Text>
              </Box>
            ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
