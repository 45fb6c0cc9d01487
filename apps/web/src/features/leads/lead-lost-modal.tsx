import { LEAD_PIPELINE_LIMITS, LEAD_PIPELINE_MESSAGES } from '@clinic/domain';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';

import { PIPELINE_TEXT as T } from './lead-pipeline.text';

interface LeadLostModalProps {
  opened: boolean;
  name: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Moving a lead to 'Perdido' asks the reason (the server refuses it without one). */
export function LeadLostModal({ opened, name, busy, onCancel, onConfirm }: LeadLostModalProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!reason.trim()) {
      setError(LEAD_PIPELINE_MESSAGES.lostReasonRequired);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Modal opened={opened} onClose={onCancel} title={`${T.lostTitle}: ${name}`} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Textarea
            label={T.lostReason}
            placeholder={T.lostReasonPlaceholder}
            value={reason}
            maxLength={LEAD_PIPELINE_LIMITS.lostReason}
            error={error}
            withAsterisk
            autosize
            minRows={2}
            data-autofocus
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {T.cancel}
            </Button>
            <Button type="submit" color="red" loading={busy}>
              {T.lostConfirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
