import type { Patient, RecordEntry } from '@clinic/domain';
import { Alert, Button, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconClipboardText, IconInfoCircle, IconPlus, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { ConfirmRowModal } from '../../components/confirm-modal';
import { EmptyState } from '../../components/empty-state';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { SIGN_TEXT, SignConfirmText } from '../../components/sign-confirm';
import { Slot } from '../../lib/feature-slots';
import { trpc } from '../../lib/trpc';
import { useAuth } from '../../lib/use-auth';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { usePermission } from '../../lib/use-permission';
import { AddendumModal } from './addendum-modal';
import { CLINICAL_RECORD_SCREEN_TEXT as T } from './clinical-record.text';
import { RecordEntryCard } from './record-entry-card';
import { entryTitle } from './record-entry-title';
import { type RecordFormTarget, RecordEntryFormModal } from './record-entry-form';
import { recordPrintLink } from './record-links';
import { RecordExistsList } from './record-exists-list';
import { type KindFilter, recordTimeline } from './record-timeline';
import { useRemoveRecordEntry, useSignRecordEntry } from './use-clinical-record-mutations';
import { useOpenFromLink } from './use-open-from-link';

const FILTERS: { value: KindFilter; label: string }[] = [
  { value: 'todos', label: T.allKinds },
  { value: 'avaliacao', label: T.kindAssessment },
  { value: 'evolucao', label: T.kindEvolution },
];

/**
 * The patient's 'Prontuário' tab: the timeline (newest first, drafts marked, addenda under their
 * original), filters by kind, new entries, and a draft's edit, deletion and signature. Roles that
 * may not read clinical content see only that entries exist and their dates.
 */
export function ClinicalRecordTab({ patient }: { patient: Patient }) {
  const patientId = patient.id;
  const { user } = useAuth();
  const canRead = usePermission('clinicalRecord:read');
  const canWrite = usePermission('clinicalRecord:write');
  const canSign = Boolean(user?.crefito);
  const [filter, setFilter] = useState<KindFilter>('todos');
  const list = trpc.clinicalRecord.list.useQuery({ id: patientId });
  const form = useDialogTarget<RecordFormTarget>();
  const removal = useDialogTarget<RecordEntry>();
  const signing = useDialogTarget<RecordEntry>();
  const addendum = useDialogTarget<RecordEntry>();
  const remove = useRemoveRecordEntry();
  const sign = useSignRecordEntry();
  useOpenFromLink(patientId, list.data, canWrite, form.open);

  const timeline = recordTimeline(list.data ?? [], filter);
  // Nothing to print in an empty record (and nothing known yet while it loads).
  const hasEntries = (list.data?.length ?? 0) > 0;
  const actions =
    user && canRead
      ? { userId: user.id, canWrite, canSign, onEdit: (entry: RecordEntry) => form.open({ kind: 'edit', entry }), onRemove: removal.open, onSign: signing.open, onAddendum: addendum.open }
      : null;

  return (
    <Stack gap="md">
      {canRead && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <SegmentedControl aria-label={T.kindFilter} data={FILTERS} value={filter} onChange={(v) => setFilter(v as KindFilter)} />
          <Group gap="sm" wrap="wrap">
            {hasEntries && (
              <Button variant="default" component={Link} to={recordPrintLink(patientId)} leftSection={<IconPrinter size={18} aria-hidden />}>
                {T.printRecord}
              </Button>
            )}
            {canWrite && (
              <>
                <Slot name="NewInstrumentButton" patientId={patientId} />
                <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => form.open({ kind: 'new', patientId, templateId: 'evolution' })}>
                  {T.newEvolution}
                </Button>
                <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => form.open({ kind: 'new', patientId, templateId: 'pelvic-assessment' })}>
                  {T.newAssessment}
                </Button>
              </>
            )}
          </Group>
        </Group>
      )}
      {canRead && <Slot name="PatientOutcomes" patientId={patientId} />}
      {!canRead && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle />} c="dark">
          {T.noContentNotice}
        </Alert>
      )}

      {list.isPending && (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={T.loading}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={96} radius="md" />
          ))}
        </Stack>
      )}
      {list.isError && <LoadErrorAlert title={T.loadError} query={list} retryLabel={T.retry} />}
      {list.isSuccess && list.data.length === 0 && (
        <EmptyState icon={<IconClipboardText size={26} stroke={1.5} />} text={T.empty} hint={canWrite ? T.emptyHint : undefined} py="xl" />
      )}
      {list.isSuccess && list.data.length > 0 && timeline.length === 0 && <Text c="dimmed">{T.emptyFiltered}</Text>}
      {list.isSuccess && timeline.length > 0 && !canRead && <RecordExistsList items={timeline} />}
      {list.isSuccess && timeline.length > 0 && canRead && (
        <Stack component="ol" gap="md" aria-label={T.timelineLabel} m={0} p={0} style={{ listStyle: 'none' }}>
          {timeline.map((item) => (
            <RecordEntryCard key={item.entry.id} item={item} actions={actions} patientId={patientId} />
          ))}
        </Stack>
      )}

      {canWrite && (
        <>
          <RecordEntryFormModal opened={form.opened} target={form.target} session={form.session} onClose={form.close} />
          <AddendumModal opened={addendum.opened} entry={addendum.target} session={addendum.session} onClose={addendum.close} />
          <ConfirmRowModal opened={removal.opened} row={removal.target} action={remove} title={T.removeTitle} confirmLabel={T.remove} onClose={removal.close}>
            {(entry) => (
              <>
                <Text fz="sm">{T.confirmRemove}</Text>
                <Text fz="sm" fw={600} mt={4}>
                  {entryTitle(entry)}
                </Text>
              </>
            )}
          </ConfirmRowModal>
          <ConfirmRowModal opened={signing.opened} row={signing.target} action={sign} title={SIGN_TEXT.title} confirmLabel={SIGN_TEXT.confirm} confirmColor="clinic" onClose={signing.close}>
            {(entry) => (
              <>
                <Text fz="sm" fw={600} mb="xs">
                  {entryTitle(entry)}
                </Text>
                <SignConfirmText crefito={user?.crefito ?? ''} />
              </>
            )}
          </ConfirmRowModal>
        </>
      )}
    </Stack>
  );
}

