import { type AppointmentListItem, GRID_TIMES } from '@clinic/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDoor, IconPlus, IconPrinter } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';

import { EmptyState } from '../../components/empty-state';
import { AfterFirstInput } from '../../lib/after-first-input';
import { lazyNamedQuiet } from '../../lib/lazy-named';
import { refetchUnlessAnsweredAtStart, useStartAnswers } from '../../lib/start-answers';
import { LoadErrorAlert } from '../../components/load-error-alert';
import { PageHeader } from '../../components/page-header';
import { trpc } from '../../lib/trpc';
import { useAuth } from '../../lib/use-auth';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { usePermission } from '../../lib/use-permission';
import { brDate, longDay } from './agenda-format';
import { AgendaSkeleton } from './agenda-skeleton';
import { AgendaScroller } from './agenda-scroller';
import { activeRooms, agendaColumns, appointmentsAt, indexBySlot, listedBy, weekDefaultRoomId, withMove } from './agenda-slots';
import { AgendaToolbar } from './agenda-toolbar';
import { agendaPrintLink } from '../../lib/agenda-links';
import { usePhysiotherapists } from '../../lib/use-physiotherapists';
import { toAgendaQuery, visibleDays } from './agenda-view';
import type { DialogTarget, SlotStart } from './appointment-form-values';
import { APPOINTMENTS_SCREEN_TEXT as T } from './appointments.text';
import { CancelledAppointments } from './cancelled-appointments';
import { DayGrid } from './day-grid';
import { useAgendaView } from './use-agenda-view';
import { useDragReschedule } from './use-drag-reschedule';
import { WeekGrid } from './week-grid';

/**
 * The booking dialog (the form, the patient picker, the conflict checks) is closed when the agenda
 * opens: its code (a quarter of the screen's) is fetched once the page has loaded and run once the
 * person starts using the page (or when it is first opened), instead of before the first render.
 */
const AppointmentDialog = lazyNamedQuiet(() => import('./appointment-dialog'), 'AppointmentDialog');

/** The next grid hour today (08:00 before opening, 19:00 after the last slot), for 'Novo Agendamento'. */
function nextSlotTime(): string {
  const hour = new Date().getHours() + 1;
  return GRID_TIMES.find((time) => Number(time.slice(0, 2)) >= hour) ?? GRID_TIMES[0] ?? '08:00';
}

export function AppointmentsPage() {
  const { user } = useAuth();
  const canEdit = usePermission('appointments:edit');
  const agenda = useAgendaView();
  const { view, today } = agenda;
  const days = visibleDays(view);
  const Grid = view.mode === 'week' ? WeekGrid : DayGrid;

  const rooms = trpc.rooms.list.useQuery();
  const { all: physiotherapists, active: activePhysiotherapists } = usePhysiotherapists();
  // Others book all day: read the agenda afresh on every visit (one that starts here was read at start, see first-screen-data.ts).
  const list = trpc.appointments.list.useQuery(toAgendaQuery(view), { placeholderData: keepPreviousData, refetchOnMount: refetchUnlessAnsweredAtStart });
  useStartAnswers();

  const allRooms = useMemo(() => activeRooms(rooms.data ?? []), [rooms.data]);
  const columns = useMemo(() => agendaColumns(rooms.data ?? [], list.data ?? [], view.roomId), [rooms.data, list.data, view.roomId]);
  const listed = useMemo(() => listedBy(view), [view]);

  const baseIndex = useMemo(() => indexBySlot(list.data ?? []), [list.data]);
  const reschedule = useDragReschedule(allRooms, baseIndex);
  const index = useMemo(() => (reschedule.pending ? indexBySlot(withMove(list.data ?? [], reschedule.pending)) : baseIndex), [list.data, reschedule.pending, baseIndex]);

  const dialog = useDialogTarget<DialogTarget>();
  const openDialog = dialog.open;
  const onNew = (start: SlotStart) =>
    openDialog({
      kind: 'new',
      start: { ...start, roomId: start.roomId ?? view.roomId ?? weekDefaultRoomId(allRooms, appointmentsAt(index, start.date, start.time)) },
    });
  const onOpen = (appointment: AppointmentListItem) => openDialog({ kind: 'edit', appointment });
  const defaultPhysiotherapistId =
    view.physiotherapistId ?? (user?.role === 'physiotherapist' ? user.id : activePhysiotherapists.length === 1 ? (activePhysiotherapists[0]?.id ?? null) : null);

  const period = view.mode === 'week' ? T.weekOf(brDate(days[0] ?? view.date), brDate(days[days.length - 1] ?? view.date)) : longDay(view.date);
  const loading = rooms.isPending || (list.isPending && !list.isError);
  const noRooms = rooms.isSuccess && allRooms.length === 0;
  const actions = (
    <Group gap="sm">
      <Button
        variant="default"
        component={Link}
        to={agendaPrintLink(view.date, view.physiotherapistId)}
        leftSection={<IconPrinter size={18} aria-hidden />}
      >
        {T.print}
      </Button>
      {canEdit && allRooms.length > 0 && (
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => onNew({ date: days[0] ?? view.date, time: view.date === today ? nextSlotTime() : '08:00', roomId: null })}>
          {T.newAppointment}
        </Button>
      )}
    </Group>
  );

  return (
    <>
      <PageHeader title={T.title} actions={actions} />
      <Stack gap="md">
        <AgendaToolbar agenda={agenda} period={period} rooms={allRooms} physiotherapists={physiotherapists} />
        <Paper component="section" withBorder shadow="xs" style={{ overflow: 'hidden' }} aria-label={T.agendaLabel(period)} aria-busy={list.isFetching}>
          {rooms.isError && <LoadErrorAlert title={T.roomsError} query={rooms} retryLabel={T.retry} m="md" />}
          {list.isError && <LoadErrorAlert title={T.loadError} query={list} retryLabel={T.retry} m="md" />}
          {noRooms && <EmptyState icon={<IconDoor size={24} stroke={1.5} />} text={T.noRooms} py={48} px="md" />}
          {loading && !noRooms && !rooms.isError && <AgendaSkeleton columns={view.mode === 'week' ? 5 : Math.max(1, columns.length || 3)} />}
          {!loading && !noRooms && list.data && columns.length > 0 && (
            // While another day or week loads, the one on screen stays, faded.
            <div style={{ opacity: list.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}>
              <AgendaScroller what={view.mode === 'week' ? 'days' : 'rooms'}>
                <Grid
                  days={days}
                  rooms={columns}
                  index={index}
                  listed={listed}
                  today={today}
                  onNew={canEdit ? onNew : undefined}
                  onOpen={canEdit ? onOpen : undefined}
                  drag={reschedule.drag}
                  label={T.agendaLabel(period)}
                />
              </AgendaScroller>
              {canEdit ? (
                <Text c="dimmed" fz="xs" px="md" py="xs" visibleFrom="sm">
                  {T.dragHint}
                </Text>
              ) : (
                <Text c="dimmed" fz="xs" px="md" py="xs">
                  {T.readOnlyHint}
                </Text>
              )}
            </div>
          )}
        </Paper>
        {!noRooms && (
          <CancelledAppointments
            query={toAgendaQuery(view)}
            listed={listed}
            roomName={(id) => (rooms.data ?? []).find((room) => room.id === id)?.name ?? ''}
            onOpen={canEdit ? onOpen : undefined}
          />
        )}
      </Stack>
      {canEdit && (
        // Mounted (its code run) once the person starts using the page, or when opened.
        <AfterFirstInput now={dialog.opened}>
          <AppointmentDialog
            opened={dialog.opened}
            target={dialog.target}
            session={dialog.session}
            onClose={dialog.close}
            rooms={allRooms}
            physiotherapists={physiotherapists}
            defaultPhysiotherapistId={defaultPhysiotherapistId}
          />
        </AfterFirstInput>
      )}
    </>
  );
}
