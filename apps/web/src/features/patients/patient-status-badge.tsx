import { PATIENT_STATUS_COLORS, type PatientStatus } from '@clinic/domain';
import { Badge, ColorSwatch } from '@mantine/core';

/**
 * Text colours a shade darker than Mantine's light badge, for a 4.5:1 contrast at badge size
 * (yellow on pale yellow is unreadable otherwise).
 */
const TEXT_SHADE: Record<PatientStatus, string> = {
  Ativo: 'green.9',
  'Pre-alta': 'yellow.9',
  Alta: 'blue.9',
  Desistência: 'red.9',
  Pausa: 'gray.8',
};

/** The status badge of spec §4: Ativo green, Pre-alta yellow, Alta blue, Desistência red, Pausa gray. */
export function PatientStatusBadge({ status }: { status: PatientStatus }) {
  const color = PATIENT_STATUS_COLORS[status];
  return (
    <Badge variant="light" color={color} c={TEXT_SHADE[status]} tt="none" fw={600} style={{ flexShrink: 0 }} data-status-color={color}>
      {status}
    </Badge>
  );
}

/** The status colour alone (the status select's options). */
export function StatusDot({ status }: { status: PatientStatus }) {
  return <ColorSwatch color={`var(--mantine-color-${PATIENT_STATUS_COLORS[status]}-6)`} size={12} withShadow={false} aria-hidden />;
}
