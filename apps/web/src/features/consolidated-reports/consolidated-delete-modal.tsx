import { CONSOLIDATED_TEXT as T } from '@clinic/domain';
import { Text } from '@mantine/core';

import { ConfirmRowModal } from '../../components/confirm-modal';
import { useDeleteConsolidatedReport } from './use-consolidated-reports-mutations';

interface DeleteModalProps {
  opened: boolean;
  report: { id: string; title: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** 'Excluir' asks first; the §8 toasts tell how it went. Only the saved-report list is refreshed. */
export function ConsolidatedDeleteModal({ opened, report, onClose, onDeleted }: DeleteModalProps) {
  const remove = useDeleteConsolidatedReport(onDeleted);
  return (
    <ConfirmRowModal opened={opened} row={report} onClose={onClose} action={remove} title={T.confirmDeleteTitle} confirmLabel={T.delete} size="md">
      {(row) => <Text style={{ overflowWrap: 'anywhere' }}>{T.confirmDelete(row.title)}</Text>}
    </ConfirmRowModal>
  );
}
