import { CONFIRMATION_COLORS, CONFIRMATION_LABELS, type ConfirmationState } from '@clinic/domain';
import { Badge } from '@mantine/core';

import { toneOf } from '../../lib/badge-tone';

/** The state in colour and in words (never colour alone). */
export function ConfirmationBadge({ state }: { state: ConfirmationState }) {
  return (
    <Badge {...toneOf(CONFIRMATION_COLORS[state])} data-state={state}>
      {CONFIRMATION_LABELS[state]}
    </Badge>
  );
}
