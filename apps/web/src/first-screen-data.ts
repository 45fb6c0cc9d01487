import { toIsoDate } from '@clinic/domain';
import type { Query } from '@tanstack/react-query';
import { createTRPCQueryUtils, getQueryKey } from '@trpc/react-query';
import { useEffect } from 'react';
import { matchPath } from 'react-router-dom';

import { readAgendaView, toAgendaQuery } from './features/appointments/agenda-view';
import { readPatientListState, toPatientListQuery } from './features/patients/patient-filters';
import { type AppClients, trpc } from './lib/trpc';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's data and error types
type AnyQuery = Query<any, any, any, any>;
/** The queries that the start answered for the first screen, with the time of that answer. */
const answeredAtStart = new Map<AnyQuery, number>();

/**
 * On the agenda and on the patient list, asks for what the screen shows first (the agenda: its
 * rooms, the staff, the day or week in the address and the day's freed cells, in one batched request; the list: the page
 * in the address) while the screen's code is still on its way, so the first render draws the
 * screen with its data. Asked by the screen, they came a round trip after its code and their
 * answer was drawn in a second render, a non-yielding one (a query's update is synchronous):
 * twenty patient cards or a week of appointments in one long task on a phone.
 *
 * The answers go into the query cache only when they arrive; a failed call leaves nothing behind,
 * and the screen then asks as it always did. Never rejects.
 */
export function prefetchFirstScreenData(
  { queryClient, trpcClient: client }: AppClients,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
): Promise<unknown> {
  const utils = createTRPCQueryUtils({ queryClient, client });
  const params = new URLSearchParams(search);
  const keep = <Data>(call: Promise<Data>, store: (data: Data) => void, query?: () => AnyQuery | undefined) =>
    call.then(
      (data) => {
        store(data);
        const answered = query?.();
        if (answered) answeredAtStart.set(answered, answered.state.dataUpdatedAt);
      },
      () => undefined,
    );
  const cached = (queryKey: readonly unknown[]) => queryClient.getQueryCache().find({ queryKey, exact: true });

  if (matchPath('/appointments', pathname)) {
    const view = readAgendaView(params, toIsoDate());
    const input = toAgendaQuery(view);
    // The day's freed cells and their waitlist counts (features/waitlist/waitlist-cell.tsx, drawn in
    // day view): every empty cell reads them, and their answer arriving after the first render
    // redrew all those cells at once in one long task.
    const freed = { date: view.date };
    return Promise.all([
      view.mode === 'day' &&
        keep(
          client.waitlist.freedSlots.query(freed),
          (data) => utils.waitlist.freedSlots.setData(freed, data),
          () => cached(getQueryKey(trpc.waitlist.freedSlots, freed, 'query')),
        ),
      keep(client.rooms.list.query(), (data) => utils.rooms.list.setData(undefined, data)),
      keep(client.users.options.query(), (data) => utils.users.options.setData(undefined, data)),
      keep(
        client.appointments.list.query(input),
        (data) => utils.appointments.list.setData(input, data),
        () => cached(getQueryKey(trpc.appointments.list, input, 'query')),
      ),
    ]);
  }
  if (matchPath('/patients', pathname)) {
    const input = toPatientListQuery(readPatientListState(params));
    return keep(client.patients.list.query(input), (data) => utils.patients.list.setData(input, data));
  }
  return Promise.resolve();
}

/**
 * For a screen that reads its data afresh on every visit (`refetchOnMount: 'always'`): the answer
 * the start fetched for this first visit counts as that visit's read, so it is not asked twice.
 * The next visit reads afresh.
 */
export function refetchUnlessAnsweredAtStart(query: AnyQuery): boolean | 'always' {
  return answeredAtStart.get(query) === query.state.dataUpdatedAt ? false : 'always';
}

/** Leaving the first screen ends what the start answered for it (see `refetchUnlessAnsweredAtStart`). */
export function useFirstVisitEndsOnLeave(): void {
  useEffect(() => () => answeredAtStart.clear(), []);
}
