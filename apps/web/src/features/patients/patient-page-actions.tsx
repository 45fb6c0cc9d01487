import { fullName } from '@clinic/domain';
import type { Patient } from '@clinic/domain';
import { Button } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconArrowLeft, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';

import { Slot } from '../../lib/feature-slots';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { usePermission } from '../../lib/use-permission';
import { ArchivePatientModal } from './archive-patient-modal';
import { DeletePatientModal, usePatientRemoval } from './delete-patient-modal';
import { PATIENTS_SCREEN_TEXT as T } from './patients.text';

/** Back to the list. */
export function PatientBackLink() {
  return (
    <Button component={Link} to="/patients" variant="default" leftSection={<IconArrowLeft size={18} />} aria-label={T.backToListAria}>
      {T.backToList}
    </Button>
  );
}

interface PatientActionsBarProps {
  patient: Patient;
  /** 'Editar' (the 'Dados' tab shows the form); absent while the form is open. */
  onEdit?: () => void;
}

/**
 * The header's actions, each only for the roles the table allows: 'Editar', 'Arquivar' or
 * 'Reativar' (asked first), and 'Excluir' (the list's dialog: 'Excluir Tudo' when she has history).
 */
export function PatientActionsBar({ patient, onEdit }: PatientActionsBarProps) {
  const canEdit = usePermission('patients:edit');
  const canArchive = usePermission('patients:archive');
  const canDelete = usePermission('patients:delete');
  const archiving = useDialogTarget<Patient>();
  const removal = usePatientRemoval();
  const navigate = useNavigate();
  const name = fullName(patient);
  const archived = patient.archivedAt !== null;

  return (
    <>
      <PatientBackLink />
      {canEdit && onEdit && (
        <Button variant="default" leftSection={<IconPencil size={18} />} aria-label={T.editPatientAria(name)} onClick={onEdit}>
          {T.edit}
        </Button>
      )}
      {canArchive && (
        <Button
          variant={archived ? 'filled' : 'default'}
          leftSection={archived ? <IconArchiveOff size={18} /> : <IconArchive size={18} />}
          aria-label={archived ? T.reactivateAria(name) : T.archiveAria(name)}
          onClick={() => archiving.open(patient)}
        >
          {archived ? T.reactivate : T.archive}
        </Button>
      )}
      {canDelete && (
        <Button variant="default" leftSection={<IconTrash size={18} color="var(--mantine-color-red-7)" />} aria-label={T.deleteAria(name)} onClick={() => void removal.open(patient)}>
          {T.delete}
        </Button>
      )}
      <Slot name="PatientPrivacyActions" patientId={patient.id} patientName={name} />
      {canArchive && <ArchivePatientModal opened={archiving.opened} patient={archiving.target} onClose={archiving.close} />}
      {canDelete && (
        <DeletePatientModal {...removal.removal} onClose={removal.close} onDeleted={() => void navigate('/patients', { replace: true })} />
      )}
    </>
  );
}
