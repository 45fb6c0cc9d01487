import type { Service } from '@clinic/domain';
import { Button, Group, Modal, Text } from '@mantine/core';

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
    <Modal opened={opened} onClose={onClose} title={T.confirmTitle} size="md">
      <Text style={{ overflowWrap: 'anywhere' }}>{service ? T.confirmDelete(service.name) : ''}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose} disabled={deleteService.isPending} data-autofocus>
          {T.cancel}
        </Button>
        <Button color="red" onClick={confirm} loading={deleteService.isPending}>
          {T.delete}
        </Button>
      </Group>
    </Modal>
  );
}
