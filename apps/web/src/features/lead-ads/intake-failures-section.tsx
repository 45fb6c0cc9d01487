import { formatDateTime } from '@clinic/domain';
import { Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';

import { LoadErrorAlert } from '../../components/load-error-alert';
import { TitledSection } from '../../components/titled-section';
import { trpc } from '../../lib/trpc';
import { LEAD_ADS_SCREEN_TEXT as T } from './lead-ads.text';
import { useRetryIntakeFailure } from './use-lead-ads-mutations';

/**
 * 'Falhas de importação' on the leads screen: the Lead Ads leads that could not be fetched after the
 * last retry, each with 'Tentar novamente'. Nothing while there are none.
 */
export function IntakeFailuresSection() {
  const titleId = useId();
  const failures = trpc.leadAds.listFailures.useQuery(undefined, { refetchInterval: 5_000 });
  const retry = useRetryIntakeFailure();
  if (failures.isError) return <LoadErrorAlert title={T.failuresLoadError} query={failures} />;
  if (!failures.data?.length) return null;
  return (
    <TitledSection titleId={titleId} title={T.failuresTitle} data-testid="intake-failures">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {T.failuresHint}
        </Text>
        <Table.ScrollContainer minWidth={560}>
          <Table aria-labelledby={titleId} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.leadgenId}</Table.Th>
                <Table.Th>{T.form}</Table.Th>
                <Table.Th>{T.attempts}</Table.Th>
                <Table.Th>{T.error}</Table.Th>
                <Table.Th>{T.when}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{T.retry}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {failures.data.map((failure) => (
                <Table.Tr key={failure.id}>
                  <Table.Td>{failure.leadgenId}</Table.Td>
                  <Table.Td>{failure.formId ?? '-'}</Table.Td>
                  <Table.Td>{failure.attempts}</Table.Td>
                  <Table.Td>
                    <Text fz="sm" lineClamp={2}>
                      {failure.error ?? '-'}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDateTime(failure.updatedAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconRefresh size={16} aria-hidden />}
                      aria-label={T.retryLabel(failure.leadgenId)}
                      loading={retry.isPending && retry.variables?.id === failure.id}
                      onClick={() => retry.mutate({ id: failure.id })}
                    >
                      {T.retry}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </TitledSection>
  );
}
