import { fullName } from '@clinic/domain';
import type { Patient } from '@clinic/domain';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

import { PatientHistory } from './patient-history';
import { PATIENTS_SCREEN_TEXT as T } from './patients.text';

interface PatientHistoryModalProps {
  opened: boolean;
  patient: Patient | null;
  /** Whether the signed-in role may change the editable dates. */
  canEdit: boolean;
  onClose: () => void;
  /** A date was saved: the dialog shows the patient as the server answered. */
  onUpdated: (patient: Patient) => void;
}

/** The per-patient dialog of the list: the patient's history (date cards and appointments). */
export function PatientHistoryModal({ opened, patient, canEdit, onClose, onUpdated }: PatientHistoryModalProps) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={patient ? T.historyTitle(fullName(patient)) : ''}
      size="xl"
      fullScreen={phone}
    >
      {patient && <PatientHistory patient={patient} canEdit={canEdit} onUpdated={onUpdated} enabled={opened} />}
    </Modal>
  );
}
