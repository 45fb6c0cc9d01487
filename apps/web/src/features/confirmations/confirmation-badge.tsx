import { CONFIRMATION_COLORS, CONFIRMATION_LABELS, type ConfirmationState } from '@clinic/domain';
import { Badge } from '@mantine/core';

/** The state in colour and in words (never colour alone). */
export function ConfirmationBadge({ state }: { state: ConfirmationState }) {
  return (
    <Badge color={CONFIRMATION_COLORS[state]} variant="light" data-state={state}>
      {CONFIRMATION_LABELS[state]}
    </Badge>
  );
}
