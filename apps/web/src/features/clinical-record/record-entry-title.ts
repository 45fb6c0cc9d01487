import { RECORD_KIND_LABELS, type RecordEntry, formatDateTime, formatIsoDate } from '@clinic/domain';

import { CLINICAL_RECORD_SCREEN_TEXT as T } from './clinical-record.text';

/**
 * When an entry speaks of: its appointment's date and time when it is linked to one (an evolution
 * written days later is still the session's), otherwise the moment it was written.
 */
export function entryWhen(entry: Pick<RecordEntry, 'appointmentDate' | 'appointmentTime' | 'createdAt'>): string {
  if (entry.appointmentDate === null) return formatDateTime(entry.createdAt);
  return T.appointmentWhen(formatIsoDate(entry.appointmentDate), (entry.appointmentTime ?? '').slice(0, 5));
}

/** 'Avaliação de 26/11/2026 às 10:00': how an entry is named in its heading, its buttons' names and its print. */
export const entryTitle = (entry: RecordEntry) => T.entryTitle(RECORD_KIND_LABELS[entry.kind], entryWhen(entry));
