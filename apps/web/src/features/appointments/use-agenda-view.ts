import { toIsoDate } from '@clinic/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { type AgendaView, readAgendaView, stepAgendaDate, writeAgendaView } from './agenda-view';

/**
 * What the agenda shows (day or week, the date, the filters), kept in the URL so a reload, a
 * shared link or the dashboard's links open the same agenda. Moving in time adds history entries
 * (Back returns to the day seen before); changing a filter replaces the current one.
 */
export function useAgendaView() {
  const [params, setParams] = useSearchParams();
  const today = toIsoDate();
  const view = useMemo(() => readAgendaView(params, today), [params, today]);

  const write = (next: AgendaView, replace = false) => setParams(writeAgendaView(next, today), { replace });
  return {
    view,
    today,
    setMode: (mode: AgendaView['mode']) => write({ ...view, mode }, true),
    setDate: (date: string) => write({ ...view, date }),
    goToday: () => write({ ...view, date: today }),
    step: (direction: 1 | -1) => write({ ...view, date: stepAgendaDate(view, direction) }),
    setPhysiotherapist: (physiotherapistId: number | null) => write({ ...view, physiotherapistId }, true),
    setRoom: (roomId: number | null) => write({ ...view, roomId }, true),
  };
}

/** The agenda's view and the moves that change it (what the toolbar drives). */
export type AgendaViewState = ReturnType<typeof useAgendaView>;
