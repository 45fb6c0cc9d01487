import type { CreatedApiToken } from '@clinic/domain';
import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';

import { API_TOKENS_TEXT as T } from './api-tokens.text';

/** Shows a new token's secret once, with a copy button and how to send it. */
export function TokenSecretModal({ token, onClose }: { token: CreatedApiToken | null; onClose: () => void }) {
  return (
    <Modal opened={token !== null} onClose={onClose} title={T.secretTitle} size="lg" closeButtonProps={{ 'aria-label': 'Fechar' }}>
      {token && (
        <Stack gap="md">
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
            {T.secretWarning}
          </Alert>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput label={T.secretLabel} value={token.token} readOnly style={{ flex: 1 }} onFocus={(e) => e.currentTarget.select()} />
            <CopyButton value={token.token}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}>
                  {copied ? T.copied : T.copy}
                </Button>
              )}
            </CopyButton>
          </Group>
          <div>
            <Text fz="sm" mb={4}>
              {T.usage}
            </Text>
            <Code block>{`Authorization: Bearer ${token.prefix}…`}</Code>
          </div>
          <Group justify="flex-end">
            <Button onClick={onClose}>{T.done}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
