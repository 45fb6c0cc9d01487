import type { StaffOption } from '@clinic/domain';
import { useMemo } from 'react';

import { trpc } from './trpc';

const byFirstName = (a: StaffOption, b: StaffOption) => a.firstName.localeCompare(b.firstName, 'pt-BR');

/**
 * The clinic's physiotherapists for a select or a filter (the agenda, its print, the waitlist, a
 * package's weekly series), in name order; `active` leaves out the blocked ones, whom nobody may
 * book. One query for all of them (the agenda's first answer fills it at start).
 */
export function usePhysiotherapists() {
  const staff = trpc.users.options.useQuery();
  return useMemo(() => {
    const all = (staff.data ?? []).filter((member) => member.role === 'physiotherapist').sort(byFirstName);
    return { all, active: all.filter((member) => member.isActive) };
  }, [staff.data]);
}
