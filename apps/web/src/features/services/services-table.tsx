import { type Service, formatBRL } from '@clinic/domain';
import { Badge, Box, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

import { RowActionIcon } from '../../components/row-action-icon';
import { ListTable } from '../../components/list-table';
import list from '../../components/simple-list.module.css';
import { SERVICES_SCREEN_TEXT as T } from './services.text';

interface ServicesViewProps {
  services: Service[];
  /** Show edit and delete (admin, manager, financeiro). */
  canManage: boolean;
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
}

/** The light badge's own teal is too pale for small text (WCAG AA). */
const DARK_TEAL = 'color-mix(in srgb, var(--mantine-color-teal-9), black 30%)';

const C = T.columns;
const numeric = { className: list.numeric };

const quantityText = (quantity: number) => (quantity === 0 ? T.none : quantity.toLocaleString('pt-BR'));

function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge
      variant="light"
      color={active ? 'teal' : 'gray'}
      c={active ? DARK_TEAL : 'gray.8'}
      tt="none"
      fw={600}
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {active ? T.active : T.inactive}
    </Badge>
  );
}

function RowActions({ service, onEdit, onDelete }: { service: Service } & Pick<ServicesViewProps, 'onEdit' | 'onDelete'>) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <RowActionIcon tooltip={T.edit} label={T.editAria(service.name)} color="gray" icon={IconPencil} onClick={() => onEdit(service)} />
      <RowActionIcon tooltip={T.delete} label={T.deleteAria(service.name)} color="red" icon={IconTrash} onClick={() => onDelete(service)} />
    </Group>
  );
}

/** The spec's table, for tablets and desktops. */
export function ServicesTable({ services, canManage, onEdit, onDelete }: ServicesViewProps) {
  return (
    <ListTable
      minWidth={720}
      label={T.listLabel}
      head={[C.name, C.description, { label: C.price, th: numeric }, { label: C.quantity, th: numeric }, C.status, canManage && { label: C.actions, th: { ta: 'right' } }]}
    >
          {services.map((service) => (
            <Table.Tr key={service.id}>
              <Table.Td fw={600} maw={260} style={{ overflowWrap: 'anywhere' }}>
                {service.name}
              </Table.Td>
              <Table.Td c={service.description ? undefined : 'dimmed'} maw={360}>
                <Text inherit lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {service.description || T.none}
                </Text>
              </Table.Td>
              <Table.Td className={list.numeric}>{formatBRL(service.price)}</Table.Td>
              <Table.Td className={list.numeric} c={service.quantity === 0 ? 'dimmed' : undefined}>
                {quantityText(service.quantity)}
              </Table.Td>
              <Table.Td>
                <StatusBadge active={service.isActive} />
              </Table.Td>
              {canManage && (
                <Table.Td>
                  <RowActions service={service} onEdit={onEdit} onDelete={onDelete} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
    </ListTable>
  );
}

/** The same rows as cards, for phones: each value keeps its column's name. */
export function ServicesCards({ services, canManage, onEdit, onDelete }: ServicesViewProps) {
  return (
    <ul className={list.cards} aria-label={T.listLabel}>
      {services.map((service) => (
        <li key={service.id} className={list.card}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {service.name}
            </Text>
            <StatusBadge active={service.isActive} />
          </Group>
          <Text fz="sm" c="dimmed" mt={4} lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {service.description || T.none}
          </Text>
          <Group justify="space-between" align="flex-end" mt="sm" wrap="nowrap">
            <Group gap="lg" wrap="nowrap">
              <Box>
                <Text fz="xs" c="dimmed">
                  {T.columns.price}
                </Text>
                {/* 'R$ 1.234,56' is one word: a phone's narrow card must not break it. */}
                <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatBRL(service.price)}
                </Text>
              </Box>
              <Box>
                <Text fz="xs" c="dimmed">
                  {T.columns.quantity}
                </Text>
                <Text>{quantityText(service.quantity)}</Text>
              </Box>
            </Group>
            {canManage && <RowActions service={service} onEdit={onEdit} onDelete={onDelete} />}
          </Group>
        </li>
      ))}
    </ul>
  );
}

export function ServicesSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={T.listLabel} data-testid="services-loading" p="xs">
      {Array.from({ length: rows }, (_, index) => (
        <Group key={index} gap="lg" wrap="nowrap">
          <Skeleton h={14} w="22%" />
          <Skeleton h={14} w="30%" />
          <Skeleton h={14} w="14%" />
          <Skeleton h={20} w={60} radius="xl" />
        </Group>
      ))}
    </Stack>
  );
}
