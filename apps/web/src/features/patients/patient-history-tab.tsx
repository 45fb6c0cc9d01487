import { trpc } from '../../lib/trpc';
import { usePermission } from '../../lib/use-permission';
import { PatientHistory } from './patient-history';
import type { PatientTabProps } from '../../components/patient-page-tab';

/** 'Agendamentos': the history the list's dialog shows (date cards and appointments), on the page. */
export function PatientHistoryTab({ patient }: PatientTabProps) {
  const canEdit = usePermission('patients:edit');
  const utils = trpc.useUtils();
  return (
    <PatientHistory
      patient={patient}
      canEdit={canEdit}
      onUpdated={(saved) => utils.patients.get.setData({ id: saved.id }, saved)}
    />
  );
}
