import type { AppointmentListItem } from '@clinic/domain';

import { PACKAGES_SCREEN_TEXT as T } from './packages.text';

/** 'Sessão 4 de 10' on the agenda's chip (a feature slot): nothing for an appointment outside a package. */
export function PackageSession({ appointment }: { appointment: AppointmentListItem }) {
  if (appointment.sessionNumber === null || appointment.sessionsTotal === null) return null;
  return (
    <span data-testid="package-session" style={{ display: 'block', fontSize: 'var(--mantine-font-size-xs)' }}>
      {T.sessionOf(appointment.sessionNumber, appointment.sessionsTotal)}
    </span>
  );
}
