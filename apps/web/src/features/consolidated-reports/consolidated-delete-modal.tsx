import { CONSOLIDATED_TEXT as T } from '@clinic/domain';
import { Text } from '@mantine/core';

import { ConfirmModal } from '../../components/confirm-modal';
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
    <ConfirmModal
      opened={opened}
      title={T.confirmDeleteTitle}
      onClose={onClose}
      confirmLabel={T.delete}
      pending={remove.isPending}
      onConfirm={() => report && remove.mutate({ id: report.id }, { onSettled: onClose })}
      size="md"
    >
      <Text style={{ overflowWrap: 'anywhere' }}>{report ? T.confirmDelete(report.title) : ''}</Text>
    </ConfirmModal>
  );
}
