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
      <AlertRetryButton label={retryLabel} loading={query.isFetching} onClick={() => void query.refetch()} />
    </Alert>
  );
}

/** The red alerts' way out: try again, reload (a spinner while it runs). */
export function AlertRetryButton({ label, loading, onClick }: { label: string; loading: boolean; onClick: () => void }) {
  return (
    <Button mt="sm" size="xs" color="red" variant="light" leftSection={<IconRefresh size={16} />} loading={loading} onClick={onClick}>
      {label}
    </Button>
  );
}
