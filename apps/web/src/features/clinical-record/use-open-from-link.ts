import type { RecordEntry } from '@clinic/domain';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { RecordFormTarget } from './record-entry-form';

/**
 * Links from the dashboard ('Evoluções pendentes') open the form at once: `?evolucao={appointmentId}`
 * a new evolution linked to that appointment (or its draft, if one is already written), `?rascunho={id}`
 * that draft. The parameter is dropped once used, so going back does not open it again; each link
 * opens the form once.
 */
export function useOpenFromLink(
  patientId: number,
  entries: RecordEntry[] | undefined,
  canWrite: boolean,
  open: (target: RecordFormTarget) => void,
) {
  const [params, setParams] = useSearchParams();
  const appointment = params.get('evolucao');
  const draft = params.get('rascunho');
  const link = appointment || draft ? `${appointment ?? ''}|${draft ?? ''}` : null;
  const handled = useRef<string | null>(null);

  const openFromLink = useEffectEvent((loaded: RecordEntry[]) => {
    const appointmentId = Number(appointment);
    const existing = loaded.find((e) => (draft ? e.id === Number(draft) : e.appointmentId === appointmentId && e.kind === 'evolucao'));
    if (existing?.status === 'rascunho') open({ kind: 'edit', entry: existing });
    else if (!existing && appointment && Number.isInteger(appointmentId)) open({ kind: 'new', patientId, templateId: 'evolution', appointmentId });
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('evolucao');
        next.delete('rascunho');
        return next;
      },
      { replace: true },
    );
  });

  useEffect(() => {
    if (!entries || !canWrite || link === null || handled.current === link) return;
    handled.current = link;
    openFromLink(entries);
  }, [entries, canWrite, link]);
}
