import { Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { EmptyState } from '../../components/empty-state';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PRIVACY_SCREEN_TEXT as T } from './privacy.text';

interface ListQuery<Item> {
  data: Item[] | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface PrivacyListPanelProps<Item> {
  query: ListQuery<Item>;
  newLabel: string;
  onNew: () => void;
  listLabel: string;
  loadError: string;
  empty: { icon: ReactNode; text: string; hint: string };
  renderItem: (item: Item) => ReactNode;
  /** The panel's dialogs. */
  children: ReactNode;
}

/** A tab of 'Privacidade': the 'new' button, then loading, error, empty state or the list of cards. */
export function PrivacyListPanel<Item>({ query, newLabel, onNew, listLabel, loadError, empty, renderItem, children }: PrivacyListPanelProps<Item>) {
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onNew}>
          {newLabel}
        </Button>
      </Group>
      {query.isPending && <Skeleton h={160} radius="md" />}
      {query.isError && <LoadErrorAlert title={loadError} query={query} retryLabel={T.retry} />}
      {query.data?.length === 0 && (
        <Paper withBorder p="xl">
          <EmptyState icon={empty.icon} text={empty.text} hint={empty.hint} />
        </Paper>
      )}
      {query.data && query.data.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={listLabel}>
          {query.data.map(renderItem)}
        </Stack>
      )}
      {children}
    </Stack>
  );
}
