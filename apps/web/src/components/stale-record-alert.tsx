import { ERROR_CATALOGUE } from '@clinic/domain';
import { Alert, type AlertProps, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

import type { RecordVersion } from '../lib/use-record-version';
import { AlertRetryButton } from './load-error-alert';

/**
 * Shown in an edit form whose save was refused because someone else changed the record: the
 * server's sentence and 'Recarregar', which refills the form with the current record.
 */
export function StaleRecordAlert({
  state,
  reloadLabel = 'Recarregar',
  ...props
}: { state: Pick<RecordVersion, 'stale' | 'reloading' | 'reload'>; reloadLabel?: string } & Omit<AlertProps, 'title'>) {
  if (!state.stale) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert" data-testid="stale-record" {...props}>
      <Text fz="sm">{ERROR_CATALOGUE.STALE_VERSION.message}</Text>
      <AlertRetryButton label={reloadLabel} loading={state.reloading} onClick={() => void state.reload()} />
    </Alert>
  );
}
