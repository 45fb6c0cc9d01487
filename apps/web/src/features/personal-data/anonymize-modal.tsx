import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';

import { errorMessage } from '../../lib/api-errors';
import { notifySuccess } from '../../lib/notify';
import { PERSONAL_DATA_SCREEN_TEXT as T } from './personal-data.text';

interface AnonymizeModalProps {
  opened: boolean;
  /** Whom: named in the question. */
  name: string;
  /** What happens, in full (patient or lead). */
  explanation: string;
  successText: string;
  /** The mutation: resolves when done, rejects with the server's answer (a record: the legal reason). */
  run: () => Promise<unknown>;
  onClose: () => void;
  onDone?: () => void;
}

/** 'Anonimizar': names what happens and that it cannot be undone; asks for an explicit tick first. */
export function AnonymizeModal({ opened, name, explanation, successText, run, onClose, onDone }: AnonymizeModalProps) {
  const [understood, setUnderstood] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setUnderstood(false);
    setRefusal(null);
    onClose();
  };

  const confirm = async () => {
    setPending(true);
    setRefusal(null);
    try {
      await run();
      notifySuccess(successText);
      close();
      onDone?.();
    } catch (error) {
      setRefusal(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={T.anonymizeTitle} size="md" closeButtonProps={{ 'aria-label': T.close }}>
      <Stack gap="sm">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {T.anonymizeWhat(name)}
        </Text>
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {explanation}
        </Alert>
        <Checkbox checked={understood} onChange={(event) => setUnderstood(event.currentTarget.checked)} label={T.anonymizeConfirmLabel} />
        {refusal && (
          <Alert color="orange" role="alert" title={T.anonymizeError}>
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {T.cancel}
          </Button>
          <Button color="red" disabled={!understood} loading={pending} onClick={() => void confirm()}>
            {T.anonymizeConfirmAction}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
