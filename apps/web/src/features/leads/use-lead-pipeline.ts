import { orWhenUnreachable } from '../../lib/api-errors';
import { toasting } from '../../lib/toasting';
import { trpc } from '../../lib/trpc';
import { PIPELINE_TEXT as T } from './lead-pipeline.text';

const serverMessage = (error: unknown) => orWhenUnreachable(error, T.retry);

/** Refresh every leads query (the list, the board, the follow-ups, the timeline). */
function useRefreshLeads() {
  const utils = trpc.useUtils();
  return () => utils.leads.invalidate();
}

export function useMoveLeadStage() {
  const refresh = useRefreshLeads();
  return trpc.leads.moveStage.useMutation(
    toasting({ success: (lead) => [T.moved(lead.name, T.stageLabels[lead.stage])], error: T.moveError, message: serverMessage }, refresh),
  );
}

export function useAddLeadInteraction() {
  const refresh = useRefreshLeads();
  return trpc.leads.addInteraction.useMutation(toasting({ success: T.interactionSaved, error: T.interactionError, message: serverMessage }, refresh));
}

export function useSetLeadNextContact() {
  const refresh = useRefreshLeads();
  return trpc.leads.setNextContact.useMutation(toasting({ success: T.nextContactSaved, error: T.nextContactError, message: serverMessage }, refresh));
}

/** 'yyyy-MM-ddTHH:mm' in local time, as a datetime-local input shows an ISO timestamp. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formatMoment(iso: string): string {
  return new Date(iso).toLocaleString('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}
