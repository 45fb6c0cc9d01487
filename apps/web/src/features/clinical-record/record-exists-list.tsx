import { Badge, Group, Paper, Stack, Text } from '@mantine/core';

import { CLINICAL_RECORD_SCREEN_TEXT as T } from './clinical-record.text';
import { entryTitle } from './record-entry-title';
import type { TimelineItem } from './record-timeline';

/** For roles without clinical content: that each entry exists, its kind and its date, nothing more. */
export function RecordExistsList({ items }: { items: TimelineItem[] }) {
  return (
    <Stack component="ol" gap="xs" aria-label={T.timelineLabel} m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map(({ entry }) => (
        <Paper component="li" key={entry.id} withBorder p="sm" data-testid="record-entry">
          <Group justify="space-between" gap="xs">
            <Text fw={600}>{entryTitle(entry)}</Text>
            <Badge variant="light" color={entry.status === 'assinado' ? 'teal' : 'yellow'} c={entry.status === 'assinado' ? undefined : 'dark'} tt="none">
              {entry.status === 'assinado' ? T.signed : T.draft}
            </Badge>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
