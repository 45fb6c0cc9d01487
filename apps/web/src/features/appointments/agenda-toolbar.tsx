import { fullName } from '@clinic/domain';
import type { Room, StaffOption } from '@clinic/domain';
import { ActionIcon, Button, Group, Paper, SegmentedControl, Select, SimpleGrid, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

import { BrDayPicker } from '../../components/br-date-input';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';
import type { AgendaViewState } from './use-agenda-view';

const ALL = 'all';

interface AgendaToolbarProps {
  /** The view in the URL, which every control of the toolbar changes. */
  agenda: AgendaViewState;
  period: string;
  rooms: Room[];
  physiotherapists: StaffOption[];
}

/**
 * 'Anterior' / 'Próxima': with their words from small tablets up, as arrows on phones (where the
 * date needs the room); the accessible name says which way and by how much either way.
 */
function StepButton({ direction, week, onStep }: { direction: 1 | -1; week: boolean; onStep: (direction: 1 | -1) => void }) {
  const name = direction < 0 ? (week ? T.previousWeek : T.previousDay) : week ? T.nextWeek : T.nextDay;
  const Icon = direction < 0 ? IconChevronLeft : IconChevronRight;
  return (
    <>
      <ActionIcon variant="default" size={36} onClick={() => onStep(direction)} aria-label={name} hiddenFrom="xs">
        <Icon size={18} aria-hidden />
      </ActionIcon>
      <Button
        variant="default"
        px="xs"
        onClick={() => onStep(direction)}
        aria-label={name}
        visibleFrom="xs"
        leftSection={direction < 0 ? <Icon size={16} aria-hidden /> : undefined}
        rightSection={direction > 0 ? <Icon size={16} aria-hidden /> : undefined}
      >
        {direction < 0 ? T.previous : T.next}
      </Button>
    </>
  );
}

const toId = (value: string | null) => (value === null || value === ALL ? null : Number(value));

/** Dia/Semana, the date (picker, 'Hoje', Anterior/Próxima) and the two filters. */
export function AgendaToolbar(props: AgendaToolbarProps) {
  const { agenda } = props;
  const { view } = agenda;
  const week = view.mode === 'week';
  const physiotherapistOptions = [
    { value: ALL, label: T.allPhysiotherapists },
    ...props.physiotherapists.map((p) => ({ value: String(p.id), label: fullName(p) })),
  ];
  const roomOptions = [{ value: ALL, label: T.allRooms }, ...props.rooms.map((room) => ({ value: String(room.id), label: room.name }))];

  return (
    <Paper component="section" withBorder shadow="xs" p={{ base: 'sm', sm: 'md' }} aria-label={T.viewLabel}>
      <Group justify="space-between" gap="sm" align="flex-end">
        <Group gap="xs" align="flex-end" wrap="wrap">
          <SegmentedControl
            aria-label={T.viewLabel}
            value={view.mode}
            onChange={(value) => agenda.setMode(value === 'week' ? 'week' : 'day')}
            data={[
              { value: 'day', label: T.day },
              { value: 'week', label: T.week },
            ]}
          />
          <Button variant="default" onClick={agenda.goToday}>
            {T.today}
          </Button>
          <Group gap={4} wrap="nowrap" align="flex-end" w={{ base: '100%', sm: 'auto' }}>
            <StepButton direction={-1} week={week} onStep={agenda.step} />
            <BrDayPicker
              label={T.dateLabel}
              value={view.date}
              onChange={agenda.setDate}
              w={{ base: 'auto', sm: 150 }}
              style={{ flex: '1 1 auto' }}
            />
            <StepButton direction={1} week={week} onStep={agenda.step} />
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" w={{ base: '100%', md: 480 }}>
          <Select
            label={T.physiotherapistFilter}
            data={physiotherapistOptions}
            value={view.physiotherapistId === null ? ALL : String(view.physiotherapistId)}
            onChange={(value) => agenda.setPhysiotherapist(toId(value))}
            allowDeselect={false}
            searchable
            nothingFoundMessage={T.nothingFound}
          />
          <Select
            label={T.roomFilter}
            data={roomOptions}
            value={view.roomId === null ? ALL : String(view.roomId)}
            onChange={(value) => agenda.setRoom(toId(value))}
            allowDeselect={false}
          />
        </SimpleGrid>
      </Group>
      <Text fw={600} mt="sm" aria-live="polite" data-testid="agenda-period">
        {props.period}
      </Text>
    </Paper>
  );
}
