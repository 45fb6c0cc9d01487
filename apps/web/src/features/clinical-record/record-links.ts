/** Links into the clinical record, shared by the timeline, the agenda and the dashboard. */

/** The print view of the whole record, or of one entry with its addenda. */
export function recordPrintLink(patientId: number, entryId?: number): string {
  return `/patients/${patientId}/record/print${entryId === undefined ? '' : `?entryId=${entryId}`}`;
}

/**
 * The patient's page at the 'Prontuário' tab; with an appointment, the evolution form for it opens
 * at once; with a draft, the draft opens for editing.
 */
export function recordTabLink(patientId: number, open?: { appointmentId?: number; draftId?: number }): string {
  const params = new URLSearchParams({ tab: 'prontuario' });
  if (open?.appointmentId !== undefined) params.set('evolucao', String(open.appointmentId));
  if (open?.draftId !== undefined) params.set('rascunho', String(open.draftId));
  return `/patients/${patientId}?${params.toString()}`;
}
