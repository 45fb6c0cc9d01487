import { WAITLIST_STATUSES, WAITLIST_STATUS_LABELS, type WaitlistEntry, type WaitlistStatusFilter, fullName } from '@clinic/domain';
import { Button, Checkbox, Group, Paper, Select, Text } from '@mantine/core';
import { IconHourglass, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { ConfirmRowModal } from '../../components/confirm-modal';
import { EmptyState } from '../../components/empty-state';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageHeader } from '../../components/page-header';
import { RequirePermission } from '../../components/require-permission';
import { trpc } from '../../lib/trpc';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { usePhysiotherapists } from '../../lib/use-physiotherapists';
import { useRemoveWaitlistEntry } from './use-waitlist-mutations';
import { WaitlistFormModal } from './waitlist-form-modal';
import { WaitlistList, WaitlistListSkeleton, patientName } from './waitlist-list';
import { WAITLIST_SCREEN_TEXT as T } from './waitlist.text';

const STATUS_OPTIONS = [
  { value: 'abertas', label: T.openStatuses },
  { value: 'todas', label: T.allStatuses },
  ...WAITLIST_STATUSES.map((status) => ({ value: status, label: WAITLIST_STATUS_LABELS[status] })),
];

export function WaitlistPage() {
  return (
    <RequirePermission permission="attendance:work" deniedText={T.deniedText} header={<PageHeader title={T.title} />}>
      <WaitlistScreen />
    </RequirePermission>
  );
}

function WaitlistScreen() {
  const [status, setStatus] = useState<WaitlistStatusFilter>('abertas');
  const [physiotherapistId, setPhysiotherapistId] = useState<string | null>(null);
  const [urgentOnly, setUrgentOnly] = useState(false);
  const entries = trpc.waitlist.list.useQuery(
    { status, physiotherapistId: physiotherapistId ? Number(physiotherapistId) : undefined, urgent: urgentOnly ? true : undefined },
    { staleTime: 0 },
  );
  const { all: physiotherapists } = usePhysiotherapists();
  const form = useDialogTarget<WaitlistEntry>();
  const removal = useDialogTarget<WaitlistEntry>();
  const remove = useRemoveWaitlistEntry();

  return (
    <>
      <PageHeader
        title={T.title}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => form.open(null)}>
            {T.newEntry}
          </Button>
        }
      />
      <Paper withBorder p="md" mb="md" component="section" aria-label={T.filtersLabel}>
        <Group gap="md" align="flex-end" wrap="wrap">
          <Select
            label={T.status}
            data={STATUS_OPTIONS}
            value={status}
            allowDeselect={false}
            onChange={(value) => setStatus((value ?? 'abertas') as WaitlistStatusFilter)}
            w={{ base: '100%', sm: 280 }}
          />
          <Select
            label={T.physiotherapist}
            placeholder={T.allPhysiotherapists}
            data={physiotherapists.map((p) => ({ value: String(p.id), label: fullName(p) }))}
            value={physiotherapistId}
            onChange={setPhysiotherapistId}
            clearable
            w={{ base: '100%', sm: 240 }}
          />
          <Checkbox label={T.urgent} checked={urgentOnly} onChange={(event) => setUrgentOnly(event.currentTarget.checked)} mb={8} />
        </Group>
      </Paper>

      {entries.isPending && <WaitlistListSkeleton />}
      {entries.isError && <LoadErrorAlert title={T.loadError} query={entries} retryLabel={T.retry} />}
      {entries.isSuccess && entries.data.length === 0 && (
        <Paper withBorder p="xl">
          <EmptyState icon={<IconHourglass size={26} stroke={1.5} />} text={T.empty} />
        </Paper>
      )}
      {entries.isSuccess && entries.data.length > 0 && <WaitlistList entries={entries.data} onEdit={form.open} onRemove={removal.open} />}

      <WaitlistFormModal opened={form.opened} entry={form.target} onClose={form.close} />
      <ConfirmRowModal dialog={removal} action={remove} title={T.removeTitle} confirmLabel={T.remove}>
        {(entry) => (
          <>
            <Text>{T.confirmRemove}</Text>
            <Text fw={600} mt={4}>
              {patientName(entry)}
            </Text>
          </>
        )}
      </ConfirmRowModal>
    </>
  );
}
