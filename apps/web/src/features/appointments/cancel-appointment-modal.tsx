import {
  type AppointmentListItem,
  CANCEL_REASONS,
  CANCEL_REASON_LABELS,
  type CancelReason,
  type CancelledBy,
  DEFAULT_LATE_CANCEL_HOURS,
  isLateCancel,
} from '@clinic/domain';
import { Alert, Group, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { useState } from 'react';

import { ConfirmModal } from '../../components/confirm-modal';
import { trpc } from '../../lib/trpc';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';
import { useSetAttendance } from './use-appointment-mutations';

const REASON_OPTIONS = CANCEL_REASONS.map((value) => ({ value, label: CANCEL_REASON_LABELS[value] }));

interface CancelAppointmentModalProps {
  appointment: AppointmentListItem;
  opened: boolean;
  onClose: () => void;
  onCancelled: () => void;
}

/**
 * 'Cancelar agendamento' (issue #23): who cancelled (paciente / clínica) and why (a reason and a
 * note), saying when a patient's cancellation counts as late by the clinic's policy hours. The
 * server decides between cancelado_paciente and cancelado_tarde with its own clock.
 */
export function CancelAppointmentModal({ appointment, opened, onClose, onCancelled }: CancelAppointmentModalProps) {
  const [by, setBy] = useState<CancelledBy>('paciente');
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const policy = trpc.attendance.policy.useQuery(undefined, { enabled: opened, staleTime: 60_000 });
  const set = useSetAttendance();
  const hours = policy.data?.lateCancelHours ?? DEFAULT_LATE_CANCEL_HOURS;
  const late = by === 'paciente' && isLateCancel(appointment.date, appointment.time, new Date(), hours);

  const confirm = () => {
    if (!reason) {
      setReasonError(T.cancelReasonRequired);
      return;
    }
    set.mutate(
      { id: appointment.id, attendanceStatus: by === 'paciente' ? 'cancelado_paciente' : 'cancelado_clinica', reason, note: note.trim() || undefined },
      { onSuccess: onCancelled },
    );
  };

  return (
    <ConfirmModal
      opened={opened}
      title={T.cancelAppointment}
      onClose={onClose}
      confirmLabel={T.cancelAppointment}
      cancelLabel={T.keepAppointment}
      pending={set.isPending}
      onConfirm={confirm}
      size="md"
    >
      <Stack gap="sm">
        <Text>{T.confirmCancel}</Text>
        <Radio.Group label={T.cancelledByField} withAsterisk value={by} onChange={(value) => setBy(value as CancelledBy)}>
          <Group gap="lg" mt={4}>
            <Radio value="paciente" label={T.cancelledByPatient} />
            <Radio value="clinica" label={T.cancelledByClinic} />
          </Group>
        </Radio.Group>
        <Select
          label={T.cancelReasonField}
          withAsterisk
          placeholder={T.selectPlaceholder}
          data={REASON_OPTIONS}
          value={reason}
          onChange={(value) => {
            setReason(value as CancelReason | null);
            setReasonError(null);
          }}
          error={reasonError}
          comboboxProps={{ withinPortal: true, zIndex: 400 }}
        />
        <Textarea label={T.cancelNoteField} autosize minRows={2} maxRows={4} maxLength={1000} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
        {by === 'paciente' &&
          (late ? (
            <Alert color="red" variant="light" icon={<IconClockExclamation />} title={T.lateTitle} data-testid="late-cancel-warning">
              {T.lateNow(hours)}
            </Alert>
          ) : (
            <Text fz="sm" c="dimmed">
              {T.latePolicy(hours)}
            </Text>
          ))}
      </Stack>
    </ConfirmModal>
  );
}
