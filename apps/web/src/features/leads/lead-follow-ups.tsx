import { toIsoDate } from '@clinic/domain';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';

import { LoadErrorAlert } from '../../components/load-error-alert';
import { trpc } from '../../lib/trpc';
import { PIPELINE_TEXT as T } from './lead-pipeline.text';
import { formatMoment } from './use-lead-pipeline';

const REFRESH_MS = 30_000;

/** Reception's 'Follow-ups de hoje': the leads due today and the overdue ones (refreshed while visible). */
export function LeadFollowUps({ onOpen }: { onOpen: (leadId: number) => void }) {
  const due = trpc.leads.followUps.useQuery({ date: toIsoDate() }, { refetchInterval: REFRESH_MS });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="lead-follow-ups-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="lead-follow-ups-title">
          {T.followUps}
        </Title>
        {due.data && <Badge variant="light">{due.data.length}</Badge>}
      </Group>
      {due.isPending && <Skeleton height={40} />}
      {due.isError && <LoadErrorAlert title={T.followUpsError} query={due} retryLabel={T.retry} />}
      {due.data && due.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {T.followUpsEmpty}
        </Text>
      )}
      {due.data && due.data.length > 0 && (
        <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="lead-follow-ups">
          {due.data.map((item) => (
            <Group component="li" key={item.id} justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text size="sm" fw={600}>
                  {item.name}{' '}
                  {item.overdue && (
                    <Badge color="red" variant="light" size="sm">
                      {T.overdue}
                    </Badge>
                  )}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatMoment(item.nextContactAt)} · {item.whatsapp} · {T.stageLabels[item.stage]}
                </Text>
              </div>
              <Button size="xs" variant="light" aria-label={T.openAria(item.name)} onClick={() => onOpen(item.id)}>
                {T.open}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
