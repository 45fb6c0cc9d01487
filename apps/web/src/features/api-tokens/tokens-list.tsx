import { type ApiToken, ROLE_LABELS, formatDateTime } from '@clinic/domain';
import { ActionIcon, Badge, Box, Code, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconKeyOff } from '@tabler/icons-react';

import { API_TOKENS_TEXT as T } from './api-tokens.text';

const when = (value: string | null) => (value ? formatDateTime(value) : T.never);

function StatusBadge({ token }: { token: ApiToken }) {
  return token.revokedAt ? (
    <Badge color="gray" variant="light">
      {T.revoked}
    </Badge>
  ) : (
    <Badge color="teal" variant="light">
      {T.active}
    </Badge>
  );
}

function RevokeButton({ token, onRevoke }: { token: ApiToken; onRevoke: (token: ApiToken) => void }) {
  if (token.revokedAt) return null;
  return (
    <Tooltip label={T.revokeTitle}>
      <ActionIcon variant="subtle" color="red" aria-label={T.revoke(token.name)} onClick={() => onRevoke(token)}>
        <IconKeyOff size={18} stroke={1.7} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The tokens: a table from medium screens up, one card per token on phones. */
export function TokensList({ tokens, onRevoke }: { tokens: ApiToken[]; onRevoke: (token: ApiToken) => void }) {
  return (
    <Paper withBorder shadow="xs" mt="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="tokens-title">
      <Title order={2} fz="lg" mb="md" id="tokens-title">
        {T.listTitle}
      </Title>
      <Box visibleFrom="md">
        <Table verticalSpacing="sm" aria-labelledby="tokens-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.columns.name}</Table.Th>
              <Table.Th>{T.columns.user}</Table.Th>
              <Table.Th>{T.columns.prefix}</Table.Th>
              <Table.Th>{T.columns.createdAt}</Table.Th>
              <Table.Th>{T.columns.lastUsedAt}</Table.Th>
              <Table.Th>{T.columns.status}</Table.Th>
              <Table.Th ta="right">{T.columns.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tokens.map((token) => (
              <Table.Tr key={token.id}>
                <Table.Td fw={600}>{token.name}</Table.Td>
                <Table.Td>
                  {token.user.firstName} {token.user.lastName}
                  <Text fz="xs" c="dimmed">
                    {ROLE_LABELS[token.user.role]}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Code>{token.prefix}…</Code>
                </Table.Td>
                <Table.Td>{when(token.createdAt)}</Table.Td>
                <Table.Td>{when(token.lastUsedAt)}</Table.Td>
                <Table.Td>
                  <StatusBadge token={token} />
                </Table.Td>
                <Table.Td ta="right">
                  <RevokeButton token={token} onRevoke={onRevoke} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack hiddenFrom="md" gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="tokens-title">
        {tokens.map((token) => (
          <Paper component="li" withBorder p="md" key={token.id}>
            <Box style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <Text fw={600}>{token.name}</Text>
              <StatusBadge token={token} />
            </Box>
            <Text fz="sm">
              {token.user.firstName} {token.user.lastName} — {ROLE_LABELS[token.user.role]}
            </Text>
            <Text fz="sm" c="dimmed">
              <Code>{token.prefix}…</Code> · {T.columns.lastUsedAt}: {when(token.lastUsedAt)}
            </Text>
            <Box style={{ display: 'flex', justifyContent: 'flex-end' }}>
              <RevokeButton token={token} onRevoke={onRevoke} />
            </Box>
          </Paper>
        ))}
      </Stack>
    </Paper>
  );
}
