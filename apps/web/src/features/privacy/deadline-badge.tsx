import { deadlineState, formatIsoDate, toIsoDate } from '@clinic/domain';
import { Badge, Group, Text } from '@mantine/core';

import { toneOf } from '../../lib/badge-tone';
import { PRIVACY_SCREEN_TEXT as T } from './privacy.text';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * A deadline (yyyy-MM-dd) with, while it still runs (`open`), a badge when it is near (3 days
 * or less: orange) or past (red), counted on the clinic's calendar.
 */
export function DeadlineText({ dueOn, open }: { dueOn: string; open: boolean }) {
  const today = toIsoDate();
  const state = open ? deadlineState(dueOn, today) : 'no_prazo';
  return (
    <Group gap={6} wrap="nowrap">
      <Text fz="sm" fw={state === 'no_prazo' ? undefined : 600}>
        {formatIsoDate(dueOn)}
      </Text>
      {state === 'proximo' && (
        <Badge size="sm" {...toneOf('orange')}>
          {T.deadlineNear(daysBetween(today, dueOn))}
        </Badge>
      )}
      {state === 'vencido' && (
        <Badge size="sm" {...toneOf('red')}>
          {T.deadlinePast(daysBetween(dueOn, today))}
        </Badge>
      )}
    </Group>
  );
}
