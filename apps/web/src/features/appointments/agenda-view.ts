import { type AppointmentListQuery, addDays, isIsoDate, workWeekOf } from '@clinic/domain';

/** 'day': one day, rooms as columns; 'week': Monday–Friday, the rooms of a slot listed in its cell. */
export type AgendaMode = 'day' | 'week';

/** What the agenda shows, as kept in the URL (`null` filter = 'Todos'). */
export interface AgendaView {
  mode: AgendaMode;
  /** yyyy-MM-dd: the day shown, or a day of the week shown. */
  date: string;
  physiotherapistId: number | null;
  roomId: number | null;
}

function positiveId(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** Reads the view from the URL; anything missing or hand-edited into nonsense falls back to today's day view. */
export function readAgendaView(params: URLSearchParams, today: string): AgendaView {
  const date = params.get('date');
  return {
    mode: params.get('view') === 'week' ? 'week' : 'day',
    date: date !== null && isIsoDate(date) ? date : today,
    physiotherapistId: positiveId(params.get('physiotherapistId')),
    roomId: positiveId(params.get('roomId')),
  };
}

/** The URL form of the view: only what differs from the default (today, day view, everyone, every room). */
export function writeAgendaView(view: AgendaView, today: string): URLSearchParams {
  const params = new URLSearchParams();
  if (view.mode === 'week') params.set('view', 'week');
  if (view.date !== today) params.set('date', view.date);
  if (view.physiotherapistId !== null) params.set('physiotherapistId', String(view.physiotherapistId));
  if (view.roomId !== null) params.set('roomId', String(view.roomId));
  return params;
}

/** 'Anterior' / 'Próxima': a week in week mode, a day in day mode. */
export function stepAgendaDate(view: AgendaView, direction: 1 | -1): string {
  return addDays(view.date, direction * (view.mode === 'week' ? 7 : 1));
}

/** The days on screen: the day itself, or Monday–Friday of its week (the week starts on Sunday). */
export function visibleDays(view: AgendaView): string[] {
  return view.mode === 'week' ? workWeekOf(view.date) : [view.date];
}

/**
 * The server query for what is on screen (cancelled appointments stay out: they free the slot).
 * Everyone's appointments, whatever the filters: the grid needs them to tell a taken slot from a
 * free one, and filters only what it lists.
 */
export function toAgendaQuery(view: AgendaView): AppointmentListQuery {
  const days = visibleDays(view);
  return view.mode === 'week' ? { startDate: days[0], endDate: days[days.length - 1] } : { date: view.date };
}
