import { CONSOLIDATED_TEXT as T } from '@clinic/domain';
import { Group, Loader, Paper, Progress, Stack, Text } from '@mantine/core';

/** While the job runs: the spec's texts, the note, and accounts done of total. */
export function AnalysisProgress({ done, total, loadingResults }: { done: number; total: number; loadingResults: boolean }) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} role="status" aria-live="polite" data-testid="analysis-running">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" aria-hidden />
          <Text fw={600}>{loadingResults ? T.loadingResults : T.processing}</Text>
        </Group>
        <Text fz="sm" c="dimmed">
          {T.processingNote}
        </Text>
        {!loadingResults && (
          <>
            <Progress value={percent} size="lg" radius="xl" animated aria-label={T.progress(done, total)} />
            <Text fz="sm" data-testid="analysis-progress">
              {total > 0 ? T.progress(done, total) : '…'}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
