import { AD_ACCOUNT_TEXT as T, type AdAccount } from '@clinic/domain';
import { Badge, Box, Button, Group, Table, Text } from '@mantine/core';
import { IconFileAnalytics, IconPencil, IconPlayerPause } from '@tabler/icons-react';

import { RowActionIcon } from '../../components/row-action-icon';
import { ListTable } from '../../components/list-table';
import { toneOf } from '../../lib/badge-tone';

interface AdAccountsViewProps {
  accounts: AdAccount[];
  onEdit: (account: AdAccount) => void;
  onDeactivate: (account: AdAccount) => void;
  onRequest: (account: AdAccount) => void;
}

function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge variant="light" tt="none" fw={600} {...toneOf(active ? 'teal' : 'gray')} style={{ flexShrink: 0 }}>
      {active ? T.active : T.inactive}
    </Badge>
  );
}

function RowActions({ account, onEdit, onDeactivate, onRequest }: { account: AdAccount } & Omit<AdAccountsViewProps, 'accounts'>) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {account.isActive && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconFileAnalytics size={16} />}
          onClick={() => onRequest(account)}
          aria-label={`${T.requestReport}: ${account.name}`}
        >
          {T.requestReport}
        </Button>
      )}
      <RowActionIcon tooltip={T.edit} label={`${T.edit} ${account.name}`} color="gray" icon={IconPencil} onClick={() => onEdit(account)} />
      {account.isActive && (
        <RowActionIcon tooltip={T.deactivate} label={`${T.deactivate} ${account.name}`} color="red" icon={IconPlayerPause} onClick={() => onDeactivate(account)} />
      )}
    </Group>
  );
}

export function AdAccountsTable({ accounts, ...actions }: AdAccountsViewProps) {
  return (
    <ListTable minWidth={760} label={T.list} head={[T.name, T.accountNumber, T.description, T.status, { label: T.actions, th: { ta: 'right' } }]}>
          {accounts.map((account) => (
            <Table.Tr key={account.id}>
              <Table.Td fw={600} maw={260} style={{ overflowWrap: 'anywhere' }}>
                {account.name}
              </Table.Td>
              <Table.Td ff="monospace" fz="sm">
                {account.accountNumber}
              </Table.Td>
              <Table.Td c={account.description ? undefined : 'dimmed'} maw={320}>
                <Text inherit lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {account.description || '-'}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge active={account.isActive} />
              </Table.Td>
              <Table.Td>
                <RowActions account={account} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
    </ListTable>
  );
}

export function AdAccountsCards({ accounts, ...actions }: AdAccountsViewProps) {
  return (
    <Box component="ul" aria-label={T.list} m={0} p={0} style={{ listStyle: 'none' }}>
      {accounts.map((account, index) => (
        <Box component="li" key={account.id} p="md" style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Box miw={0}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {account.name}
              </Text>
              <Text fz="sm" c="dimmed" ff="monospace">
                {account.accountNumber}
              </Text>
            </Box>
            <StatusBadge active={account.isActive} />
          </Group>
          {account.description && (
            <Text fz="sm" c="dimmed" mt={4} lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
              {account.description}
            </Text>
          )}
          <Box mt="sm">
            <RowActions account={account} {...actions} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
