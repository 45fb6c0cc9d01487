import { type Patient, RECORD_ACCESS_ACTION_LABELS, type RecordAccess, ROLE_LABELS, type Role, formatDateTime } from '@clinic/domain';
import { Paper, Skeleton, Stack, Table, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';

import { HeadedTable } from '../../components/column-heads';
import { DetailList } from '../../components/detail-list';
import { EmptyState } from '../../components/empty-state';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { RequirePermission } from '../../components/require-permission';
import { trpc } from '../../lib/trpc';
import { useListAsTable } from '../../lib/use-list-as-table';
import { CLINICAL_RECORD_SCREEN_TEXT as T } from './clinical-record.text';

const roleLabel = (role: string) => ROLE_LABELS[role as Role] ?? role;

/** 'Acessos ao prontuário' (admin): who read what of this patient's record, newest first. Reading it is logged too. */
export function RecordAccessTab({ patient }: { patient: Patient }) {
  return (
    <RequirePermission permission="clinicalRecord:accessLog" deniedText={T.accessDenied}>
      <Title order={2} fz="lg" mb="sm">
        {T.accessTitle}
      </Title>
      <AccessLog patientId={patient.id} />
    </RequirePermission>
  );
}

function AccessLog({ patientId }: { patientId: number }) {
  const asTable = useListAsTable();
  const log = trpc.clinicalRecord.accessLog.useQuery({ id: patientId }, { refetchOnMount: 'always' });
  if (log.isPending) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={T.accessLoading}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={36} />
        ))}
      </Stack>
    );
  }
  if (log.isError) return <LoadErrorAlert title={T.accessError} query={log} retryLabel={T.retry} />;
  if (log.data.length === 0) return <EmptyState icon={<IconEye size={26} stroke={1.5} />} text={T.accessEmpty} py="xl" />;
  if (!asTable) return <AccessCards rows={log.data} />;
  return (
    <HeadedTable minWidth={640} striped highlightOnHover aria-label={T.accessTitle} data-testid="record-access-log"
      head={[T.accessWhen, T.accessWho, T.accessRole, T.accessAction, T.accessEntry, T.accessIp]}>
      {log.data.map((row) => (
        <Table.Tr key={row.id}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.at)}</Table.Td>
          <Table.Td>{row.userName ?? T.noAnswer}</Table.Td>
          <Table.Td>{roleLabel(row.role)}</Table.Td>
          <Table.Td>{RECORD_ACCESS_ACTION_LABELS[row.action]}</Table.Td>
          <Table.Td>{row.entryId === null ? T.accessWholeRecord : `#${row.entryId}`}</Table.Td>
          <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{row.ipAddress ?? T.noAnswer}</Table.Td>
        </Table.Tr>
      ))}
    </HeadedTable>
  );
}

/** On a phone, one card per access instead of a table that scrolls sideways. */
function AccessCards({ rows }: { rows: RecordAccess[] }) {
  return (
    <Stack component="ul" gap="xs" aria-label={T.accessTitle} m={0} p={0} style={{ listStyle: 'none' }} data-testid="record-access-log">
      {rows.map((row) => (
        <Paper component="li" key={row.id} withBorder p="sm">
          <DetailList
            rows={[
              { label: T.accessWhen, value: formatDateTime(row.at) },
              { label: T.accessWho, value: row.userName ?? T.noAnswer },
              { label: T.accessRole, value: roleLabel(row.role) },
              { label: T.accessAction, value: RECORD_ACCESS_ACTION_LABELS[row.action] },
              { label: T.accessEntry, value: row.entryId === null ? T.accessWholeRecord : `#${row.entryId}` },
              { label: T.accessIp, value: row.ipAddress ?? T.noAnswer },
            ]}
          />
        </Paper>
      ))}
    </Stack>
  );
}
