import { toIsoDate } from '@clinic/domain';
import { createTRPCQueryUtils, getQueryKey } from '@trpc/react-query';
import { matchPath } from 'react-router-dom';

import { readAgendaView, toAgendaQuery } from './features/appointments/agenda-view';
import { readPatientListState, toPatientListQuery } from './features/patients/patient-filters';
import { type AnyQuery, type StartAnswerScope, rememberStartAnswer } from './lib/start-answers';
import { type AppClients, trpc } from './lib/trpc';

/**
 * On the agenda and on the patient list, asks for what the screen shows first (the agenda: its
 * rooms, the staff, the day or week in the address and the day's freed cells, in one batched
 * request; the list: the page in the address) while the screen's code is still on its way, so
 * the first render draws the screen with its data. Asked by the screen, they came a round trip
 * after its code and their answer was drawn in a second render, a non-yielding one (a query's update is synchronous):
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
  const keep = <Data>(call: Promise<Data>, store: (data: Data) => void, query?: () => AnyQuery | undefined, scope: StartAnswerScope = 'visit') =>
    call.then(
      (data) => {
        store(data);
        const answered = query?.();
        if (answered) rememberStartAnswer(answered, scope);
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
          'first render',
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
