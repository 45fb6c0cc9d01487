import type { Service } from '@clinic/domain';
import { Text } from '@mantine/core';

import { ConfirmModal } from '../../components/confirm-modal';
import { SERVICES_SCREEN_TEXT as T } from './services.text';
import { useDeleteService } from './use-service-mutations';

interface DeleteServiceModalProps {
  opened: boolean;
  service: Service | null;
  onClose: () => void;
  onDeleted: (service: Service) => void;
}

/** 'Confirmar Exclusão' with the spec's sentence naming the service. */
export function DeleteServiceModal({ opened, service, onClose, onDeleted }: DeleteServiceModalProps) {
  const deleteService = useDeleteService();
  const confirm = () => {
    if (!service) return;
    deleteService.mutate({ id: service.id }, { onSuccess: () => onDeleted(service), onSettled: onClose });
  };
  return (
    <ConfirmModal
      opened={opened}
      title={T.confirmTitle}
      onClose={onClose}
      confirmLabel={T.delete}
      pending={deleteService.isPending}
      onConfirm={confirm}
      size="md"
    >
      <Text style={{ overflowWrap: 'anywhere' }}>{service ? T.confirmDelete(service.name) : ''}</Text>
    </ConfirmModal>
  );
}
