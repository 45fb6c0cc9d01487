import { Badge } from '@mantine/core';
import { IconUserX } from '@tabler/icons-react';

import { toneOf } from '../../lib/badge-tone';
import { trpc } from '../../lib/trpc';
import { ATTENDANCE_SCREEN_TEXT as T } from './attendance.text';

/** 'Faltou 2× em 90 dias' beside a patient with two or more no-shows in the last 90 days; nothing otherwise. */
export function NoShowFlag({ patientId }: { patientId: number }) {
  const noShows = trpc.attendance.patientNoShows.useQuery({ id: patientId }, { staleTime: 30_000 });
  const data = noShows.data;
  if (!data?.flagged) return null;
  return (
    <Badge
      color="red"
      variant="light"
      {...toneOf('red')}
      tt="none"
      size="lg"
      leftSection={<IconUserX size={14} aria-hidden />}
      title={T.noShowFlagTitle(data.count, data.days)}
      style={{ alignSelf: 'flex-start' }}
      data-testid="no-show-flag"
    >
      {T.noShowFlag(data.count, data.days)}
    </Badge>
  );
}
