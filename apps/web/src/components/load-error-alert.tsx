import { Alert, type AlertProps, Button, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';

import { errorMessage } from '../lib/api-errors';

interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A list or figure that failed to load: the server's message and a way to try again. */
export function LoadErrorAlert({
  title,
  query,
  retryLabel = 'Tentar novamente',
  ...props
}: { title: string; query: RetryableQuery; retryLabel?: string } & Omit<AlertProps, 'title'>) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} title={title} {...props}>
      <Text fz="sm">{errorMessage(query.error)}</Text>
      <Button
        mt="sm"
        size="xs"
        color="red"
        variant="light"
        leftSection={<IconRefresh size={16} />}
        loading={query.isFetching}
        onClick={() => void query.refetch()}
      >
        {retryLabel}
      </Button>
    </Alert>
  );
}
