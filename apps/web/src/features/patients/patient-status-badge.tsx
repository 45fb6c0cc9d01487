import { PATIENT_STATUS_COLORS, type PatientStatus } from '@clinic/domain';
import { Badge, type BadgeProps, ColorSwatch } from '@mantine/core';

/**
 * A pale badge in one of the theme's colours, its text darker than Mantine's light variant so
 * small text keeps a 4.5:1 contrast (green and yellow fall short otherwise).
 */
export function toneOf(color: string): Pick<BadgeProps, 'bg' | 'c'> {
  return { bg: `${color}.0`, c: `color-mix(in srgb, var(--mantine-color-${color}-9), black 30%)` };
}

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
