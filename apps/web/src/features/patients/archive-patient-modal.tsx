import { fullName } from '@clinic/domain';
import type { Patient } from '@clinic/domain';
import { Stack, Text } from '@mantine/core';

import { ConfirmRowModal } from '../../components/confirm-modal';
import { PATIENTS_SCREEN_TEXT as T } from './patients.text';
import { useArchivePatient, useReactivatePatient } from './use-patient-mutations';

interface ArchivePatientModalProps {
  opened: boolean;
  /** The patient asked about, as she was when asked: archived ones are reactivated, the others archived. */
  patient: Patient | null;
  onClose: () => void;
  /** The change went through. */
  onDone?: (patient: Patient) => void;
}

/** Asks before 'Arquivar' (nothing is deleted: the filter shows her, 'Reativar' brings her back) or 'Reativar'. */
export function ArchivePatientModal({ opened, patient, onClose, onDone }: ArchivePatientModalProps) {
  const archive = useArchivePatient();
  const reactivate = useReactivatePatient();
  const archived = patient?.archivedAt != null;
  const mutation = archived ? reactivate : archive;
  return (
    <ConfirmRowModal
      opened={opened}
      row={patient}
      onClose={onClose}
      title={archived ? T.reactivateTitle : T.archiveTitle}
      confirmLabel={archived ? T.reactivate : T.archive}
      confirmColor="clinic"
      action={mutation}
      onDone={onDone}
      size="md"
    >
      {(row) => (
        <Stack gap="xs">
          <Text style={{ overflowWrap: 'anywhere' }}>{archived ? T.reactivateQuestion(fullName(row)) : T.archiveQuestion(fullName(row))}</Text>
          <Text fz="sm" c="dimmed">
            {archived ? T.reactivateHint : T.archiveHint}
          </Text>
        </Stack>
      )}
    </ConfirmRowModal>
  );
}
