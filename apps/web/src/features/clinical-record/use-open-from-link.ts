import type { RecordEntry } from '@clinic/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { RecordFormTarget } from './record-entry-form';

/**
 * Links from the dashboard ('Evoluções pendentes') open the form at once: `?evolucao={appointmentId}`
 * a new evolution linked to that appointment (or its draft, if one is already written), `?rascunho={id}`
 * that draft. The parameter is dropped once used, so going back does not open it again.
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
  useEffect(() => {
    if (!entries || !canWrite || (!appointment && !draft)) return;
    const appointmentId = Number(appointment);
    const existing = entries.find((e) => (draft ? e.id === Number(draft) : e.appointmentId === appointmentId && e.kind === 'evolucao'));
    if (existing?.status === 'rascunho') open({ kind: 'edit', entry: existing });
    else if (!existing && appointment && Number.isInteger(appointmentId)) open({ kind: 'new', patientId, templateId: 'evolution', appointmentId });
    const next = new URLSearchParams(params);
    next.delete('evolucao');
    next.delete('rascunho');
    setParams(next, { replace: true });
  }, [entries, canWrite, appointment, draft, patientId, open, params, setParams]);
}
