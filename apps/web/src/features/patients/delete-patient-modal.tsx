import { type Patient, type PatientRelatedData, formatIsoDate, fullName } from '@clinic/domain';
import { Alert, Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';

import { notifyError } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { PATIENTS_SCREEN_TEXT as T } from './patients.text';
import { useDeletePatient } from './use-patient-mutations';

/** Appointments listed by name in the dialog; the rest are counted. */
const LISTED = 5;

/** The dialog's state; the target outlives `opened` so the closing dialog keeps its text. */
export interface PatientRemoval {
  opened: boolean;
  patient: Patient | null;
  /** The related-data check's answer; null while it runs. */
  related: PatientRelatedData | null;
}

/**
 * Opening the dialog runs the related-data check (never from cache); when the check fails the
 * dialog closes with 'Erro' / 'Não foi possível verificar os dados do paciente'.
 */
export function usePatientRemoval() {
  const utils = trpc.useUtils();
  const [removal, setRemoval] = useState<PatientRemoval>({ opened: false, patient: null, related: null });
  const open = async (patient: Patient) => {
    setRemoval({ opened: true, patient, related: null });
    try {
      const related = await utils.patients.relatedData.fetch({ id: patient.id }, { staleTime: 0 });
      setRemoval((state) => (state.patient?.id === patient.id ? { ...state, related } : state));
    } catch {
      notifyError(T.relatedError, T.relatedErrorHint);
      setRemoval((state) => (state.patient?.id === patient.id ? { ...state, opened: false } : state));
    }
  };
  const close = () => setRemoval((state) => ({ ...state, opened: false }));
  return { removal, open, close };
}

interface DeletePatientModalProps extends PatientRemoval {
  onClose: () => void;
  onDeleted: (patient: Patient) => void;
}

/**
 * 'Confirmar Exclusão': checks the patient's appointments and treatments first; with history the
 * only way on is 'Excluir Tudo' (forceCascade), so nothing is lost by accident.
 */
export function DeletePatientModal({ opened, patient, related: data, onClose, onDeleted }: DeletePatientModalProps) {
  const deletePatient = useDeletePatient();
  const hasHistory = data !== null && data.appointmentCount + data.treatmentCount > 0;
  const pending = deletePatient.isPending;

  const confirm = () => {
    if (!patient || !data) return;
    deletePatient.mutate(
      { id: patient.id, forceCascade: hasHistory },
      { onSuccess: () => onDeleted(patient), onSettled: onClose },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={T.confirmDeleteTitle} size="md">
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>{patient ? T.deleteQuestion(fullName(patient)) : ''}</Text>
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} p="sm">
          <Text fz="sm" c="red.9">
            {T.confirmDeleteWarning}
          </Text>
        </Alert>
        {!data && (
          <Group gap="sm" role="status">
            <Loader size="xs" />
            <Text fz="sm" c="dimmed">
              {T.checking}
            </Text>
          </Group>
        )}
        {data && hasHistory && (
          <Stack gap={6} data-testid="patient-history-summary">
            <Text fz="sm" fw={600}>
              {T.historyFound(data.appointmentCount, data.treatmentCount)}
            </Text>
            {data.appointments.length > 0 && (
              <List size="sm" spacing={2}>
                {data.appointments.slice(0, LISTED).map((appointment) => (
                  <List.Item key={appointment.id}>
                    {`${formatIsoDate(appointment.date)} às ${appointment.time} · ${appointment.roomName}`}
                  </List.Item>
                ))}
                {data.appointments.length > LISTED && (
                  <List.Item c="dimmed">{T.moreAppointments(data.appointments.length - LISTED)}</List.Item>
                )}
              </List>
            )}
          </Stack>
        )}
      </Stack>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
          {T.cancel}
        </Button>
        <Button color="red" onClick={confirm} loading={pending} disabled={!data}>
          {hasHistory ? T.deleteAll : T.delete}
        </Button>
      </Group>
    </Modal>
  );
}
