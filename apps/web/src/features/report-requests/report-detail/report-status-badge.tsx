import { reportStatusLabel } from '@clinic/domain';
import { Badge, type BadgeProps } from '@mantine/core';

import { toneOf } from '../../../lib/badge-tone';

const COLORS: Record<string, string> = { pending: 'yellow', completed: 'teal', failed: 'red' };

/** Pendente / Concluído / Falhou; an unknown status is shown as it is (spec §4). */
export function ReportStatusBadge({ status, ...props }: { status: string } & BadgeProps) {
  return (
    <Badge variant="light" tt="none" fw={600} {...toneOf(COLORS[status] ?? 'gray')} style={{ flexShrink: 0 }} {...props}>
      {reportStatusLabel(status)}
    </Badge>
  );
}
