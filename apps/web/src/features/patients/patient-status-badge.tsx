import { PATIENT_STATUS_COLORS, type PatientStatus } from '@clinic/domain';
import { Badge, ColorSwatch } from '@mantine/core';

import { toneOf } from '../../lib/badge-tone';

/** The status badge of spec §4: Ativo green, Pre-alta yellow, Alta blue, Desistência red, Pausa gray. */
export function PatientStatusBadge({ status }: { status: PatientStatus }) {
  const color = PATIENT_STATUS_COLORS[status];
  return (
    <Badge variant="light" color={color} {...toneOf(color)} tt="none" fw={600} style={{ flexShrink: 0 }} data-status-color={color}>
      {status}
    </Badge>
  );
}

/** The status colour alone (the status select's options). */
export function StatusDot({ status }: { status: PatientStatus }) {
  return <ColorSwatch color={`var(--mantine-color-${PATIENT_STATUS_COLORS[status]}-6)`} size={12} withShadow={false} aria-hidden />;
}
